"""Where the games run: in this process, in worker processes on this
machine, or on a Ray cluster.  A backend maps a function over work items and
yields the results as they finish; since every game's seed comes from its
number (seeds.py), the backend never changes a result, only how fast it
comes."""

from __future__ import annotations

import os
import signal
from typing import Any, Callable, Iterable, Iterator

from ..errors import OptcgError


class BackendError(OptcgError):
    """A backend that cannot start (Ray not installed, no cluster there)."""


class LocalBackend:
    """`workers` processes on this machine (1: this process, no pool)."""

    name = "local"

    def __init__(self, workers: int = 1):
        if workers < 1:
            raise ValueError(f"workers must be 1 or more, not {workers}")
        self.workers = workers
        self._pool: Any = None

    def map(self, fn: Callable, items: Iterable) -> Iterator:
        if self.workers == 1:
            for item in items:
                yield fn(item)
            return
        if self._pool is None:
            import multiprocessing           # not for one worker: a faster start
            self._pool = multiprocessing.get_context("fork").Pool(
                self.workers, initializer=_ignore_interrupt)
        yield from self._pool.imap_unordered(fn, items)

    def close(self, abort: bool = False) -> None:
        """Stop the workers: after their work, or at once if `abort`."""
        if self._pool is not None:
            if abort:
                self._pool.terminate()
            else:
                self._pool.close()
            self._pool.join()
            self._pool = None

    def __enter__(self) -> "LocalBackend":
        return self

    def __exit__(self, exc_type, *exc) -> None:
        self.close(abort=exc_type is not None)    # Ctrl-C: no waiting for the queue


def _ignore_interrupt() -> None:
    """In a worker: Ctrl-C is for the main process, which stops the pool;
    a worker that took it too would print its own traceback."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


class RayBackend:
    """Ray tasks: on the cluster at `address` ("auto": the one this machine
    belongs to), or on a local Ray instance of `workers` CPUs started here
    (and stopped by `close`)."""

    name = "ray"

    def __init__(self, address: str | None = None, workers: int | None = None):
        try:
            import ray
        except ImportError:
            raise BackendError("the Ray backend needs Ray: pip install 'optcg[ray]'") from None
        self._ray = ray
        self._started = False
        if not ray.is_initialized():
            options: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False,
                                       "configure_logging": False}
            if address:
                options["address"] = address
            else:
                options["num_cpus"] = workers or os.cpu_count() or 1
            # the workers import optcg as this process does
            options["runtime_env"] = {"env_vars": {"PYTHONPATH": os.pathsep.join(
                p for p in (_package_root(), os.environ.get("PYTHONPATH")) if p)}}
            try:
                ray.init(**options)
            except (ConnectionError, RuntimeError, ValueError) as exc:
                raise BackendError(f"cannot start Ray at {address or 'this machine'}: "
                                   f"{exc}") from None
            self._started = True
        self.workers = int(ray.cluster_resources().get("CPU", 1))
        self._remote: dict[Callable, Any] = {}

    def map(self, fn: Callable, items: Iterable) -> Iterator:
        ray = self._ray
        remote = self._remote.get(fn)
        if remote is None:
            remote = self._remote[fn] = ray.remote(fn)
        pending = [remote.remote(item) for item in items]
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            for ref in done:
                yield ray.get(ref)

    def close(self) -> None:
        if self._started:
            self._ray.shutdown()
            self._started = False

    def __enter__(self) -> "RayBackend":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def _package_root() -> str:
    """The folder optcg is imported from (src/ in a checkout)."""
    return os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


BACKENDS = ("local", "ray")


def make_backend(name: str = "local", workers: int = 1, address: str | None = None):
    if name == "local":
        return LocalBackend(workers)
    if name == "ray":
        return RayBackend(address, workers)
    raise ValueError(f"unknown backend {name!r}; choose from {', '.join(BACKENDS)}")
