"""Alembic's environment for the web server's database: run by
`optcg.web.store.migrate`, which passes the connection in."""

from alembic import context

from optcg.web.models import Base

config = context.config
connection = config.attributes.get("connection")
if connection is None:
    raise RuntimeError("run the migrations through optcg.web.store.migrate(url)")
context.configure(connection=connection, target_metadata=Base.metadata,
                  render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
