"""`optcg serve`: the web server (optcg.web) on this machine."""

from __future__ import annotations

import socket
from typing import Annotated, Optional

import typer

from .common import EXIT_USAGE, fail, out_console


def serve_command(
    host: Annotated[str, typer.Option(help="The address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(min=0, max=65535,
                                      help="The port to listen on.")] = 8000,
    db: Annotated[Optional[str], typer.Option(
        "--db", metavar="URL",
        help="The database: sqlite:///FILE or postgresql://USER@HOST/DB (default: "
             "a SQLite file in your data directory, ~/.local/share/optcg).")] = None,
    grace: Annotated[float, typer.Option(
        min=1, max=86400, metavar="SECONDS",
        help="How long a player who lost the connection keeps their seat before "
             "the game is conceded for them.")] = 300,
) -> None:
    """Serve games in the browser: against the AI, on this machine's address."""
    import uvicorn
    from sqlalchemy.exc import SQLAlchemyError

    from ..web.app import create_app
    from ..web.store import Store, StoreError, shown_url

    try:                    # a host that is no address: before a database is made
        socket.getaddrinfo(host, port)
    except OSError as e:
        fail(f"cannot listen on {host}:{port}: {e.strerror or e}")
    try:
        store = Store(db)
    except StoreError as e:
        fail(str(e), EXIT_USAGE)
    except SQLAlchemyError as e:
        fail(f"cannot open the database {shown_url(db) if db else 'in your data directory'}: "
             f"{str(e).splitlines()[0]}")
    try:                    # uvicorn would log a bind failure and exit: say it here
        with socket.create_server((host, port)):
            pass
    except OSError as e:
        store.close()
        fail(f"cannot listen on {host}:{port}: {e.strerror or e}")
    app = create_app(store, grace=grace)
    shown = f"[{host}]" if ":" in host else host
    out_console().print(f"optcg serves on http://{shown}:{port}/ "
                        f"(database {shown_url(store.url)}); Ctrl-C stops it",
                        soft_wrap=True, highlight=False)
    try:
        uvicorn.run(app, host=host, port=port, log_level="warning", ws_max_size=65536)
    except OSError as e:
        fail(f"cannot listen on {host}:{port}: {e}")
    finally:
        store.close()
