"""`optcg simulate --backend ray --address ...` on a Ray cluster of two nodes
started here (`ray start --head`, then a second node joining it on the same
machine): the games it stores are those of the local backend."""

from __future__ import annotations

import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

pytest.importorskip("ray", reason="Ray is not installed (pip install 'optcg[ray]')")

from optcg.simulation import ResultStore  # noqa: E402

pytestmark = pytest.mark.slow

STARTED = "Ray runtime started."
START_SECONDS = 180          # a busy 2-core machine takes a while to start a node


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def ray_command() -> list[str]:
    """`ray` of this interpreter's environment."""
    script = Path(sys.executable).with_name("ray")
    if script.is_file():
        return [str(script)]
    found = shutil.which("ray")
    if found is None:
        pytest.skip("Ray is installed without its `ray` command")
    return [found]


class Node:
    """One `ray start --block` process in a process group of its own, so that
    stopping it stops every process it started, and nothing else."""

    def __init__(self, args: list[str], log: Path, env: dict[str, str]):
        self.log = log
        with open(log, "w") as out:
            self.process = subprocess.Popen(ray_command() + ["start", "--block", *args],
                                            stdout=out, stderr=subprocess.STDOUT, env=env,
                                            start_new_session=True)

    def wait_started(self) -> None:
        deadline = time.monotonic() + START_SECONDS
        while time.monotonic() < deadline:
            if STARTED in self.log.read_text(errors="replace"):
                return
            if self.process.poll() is not None:
                break
            time.sleep(0.5)
        pytest.fail(f"the Ray node did not start:\n{self.log.read_text(errors='replace')[-3000:]}")

    def stop(self) -> None:
        if self.process.poll() is None:
            try:
                os.killpg(self.process.pid, signal.SIGTERM)
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                pass
        try:
            os.killpg(self.process.pid, signal.SIGKILL)   # workers left behind
        except ProcessLookupError:
            pass
        self.process.wait()


@pytest.fixture
def cluster():
    """The address of a two-node Ray cluster on this machine, one CPU each,
    with a token of its own (no use of ~/.ray)."""
    # the session folder holds Unix sockets: its path must stay short
    temp = Path(tempfile.mkdtemp(prefix="optcg-ray-", dir="/tmp"))
    env = dict(os.environ, RAY_AUTH_MODE="token", RAY_AUTH_TOKEN=secrets.token_hex(32),
               RAY_USAGE_STATS_ENABLED="0")
    port = free_port()
    address = f"127.0.0.1:{port}"
    common = ["--num-cpus=1", "--object-store-memory=80000000",
              "--node-ip-address=127.0.0.1", "--disable-usage-stats"]
    nodes = [Node(["--head", f"--port={port}", "--include-dashboard=false",
                   f"--temp-dir={temp}", *common], temp / "head.log", env)]
    try:
        nodes[0].wait_started()
        nodes.append(Node([f"--address={address}", *common], temp / "second.log", env))
        nodes[1].wait_started()
        yield address, env
    finally:
        for node in reversed(nodes):
            node.stop()
        shutil.rmtree(temp, ignore_errors=True)


def simulate(db: Path, env: dict[str, str], *extra: str) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "optcg.cli", "simulate", "st01", "st02", "-n", "12",
         "--agents", "greedy,random", "--seed", "5", "--db", str(db), *extra],
        capture_output=True, text=True, env=env, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Traceback" not in done.stdout + done.stderr
    return done.stdout


def records(db: Path):
    with ResultStore(db, write=False) as store:
        (run,) = store.runs()
        return store.records(run.id)


def test_simulate_on_a_two_node_ray_cluster_stores_the_local_backends_games(
        cluster, tmp_path):
    address, env = cluster
    on_ray = simulate(tmp_path / "ray.db", env, "--backend", "ray", "--address", address)
    # one CPU per node: two CPUs means that both nodes joined the cluster
    assert "on 2 ray workers" in on_ray
    simulate(tmp_path / "local.db", env, "--workers", "1")
    found = records(tmp_path / "ray.db")
    assert len(found) == 12
    assert found == records(tmp_path / "local.db")
