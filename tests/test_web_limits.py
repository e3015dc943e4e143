"""Limits per client address on signing in, registering and making guests:
past the limit the answer is 429 naming the limit and when to try again
(a Retry-After header too); time is moved by an injected clock, not slept."""

from __future__ import annotations

import pytest


from fastapi.testclient import TestClient  # noqa: E402

from optcg.web.app import create_app  # noqa: E402
from optcg.web.limits import AddressLimit, AuthLimits  # noqa: E402


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_a_limit_counts_per_address_in_a_sliding_window():
    clock = FakeClock()
    limit = AddressLimit("tries", 2, 60, clock)
    assert limit.wait("a") is None
    clock.now += 10
    assert limit.wait("a") is None
    assert limit.wait("b") is None                  # another address: its own count
    assert limit.wait("a") == pytest.approx(50)     # the first use leaves the window in 50 s
    clock.now += 50
    assert limit.wait("a") is None
    assert limit.describe() == "at most 2 every minute"
    with pytest.raises(ValueError, match="at least 1 use"):
        AddressLimit("tries", 0, 60)


def test_logins_past_the_limit_get_429_with_the_limit_and_when_to_retry(store):
    clock = FakeClock()
    client = TestClient(create_app(store, clock=clock))
    client.post("/api/register", json={"name": "jinbe", "password": "fishman-karate"})
    for _ in range(10):
        assert client.post("/api/login", json={"name": "jinbe", "password": "wrong-guess"}
                           ).status_code == 401
    clock.now += 100
    r = client.post("/api/login", json={"name": "jinbe", "password": "fishman-karate"})
    assert r.status_code == 429
    assert r.json()["error"] == ("too many sign-in attempts from your address: at most 10 "
                                 "every 5 minutes; try again in 200 seconds")
    assert r.headers["retry-after"] == "200" and r.json()["retry_after"] == 200
    clock.now += 200
    assert client.post("/api/login", json={"name": "jinbe", "password": "fishman-karate"}
                       ).status_code == 200


def test_registrations_and_guests_are_limited_per_address(store):
    clock = FakeClock()
    app = create_app(store, auth_limits=AuthLimits(clock, registrations=2, guests=3))
    for n in range(2):
        assert TestClient(app).post("/api/register", json={
            "name": f"marine-{n}", "password": "justice!!"}).status_code == 200
    r = TestClient(app).post("/api/register", json={"name": "marine-2", "password": "justice!!"})
    assert r.status_code == 429
    assert "too many registrations from your address: at most 2 every hour" in r.json()["error"]
    assert store.check_password("marine-2", "justice!!") is None
    for _ in range(3):
        assert TestClient(app).post("/api/guest").status_code == 200
    visitor = TestClient(app)
    r = visitor.post("/api/guest")
    assert r.status_code == 429 and "try again in 3600 seconds" in r.json()["error"]
    assert visitor.get("/api/me").json() == {"user": None}
    clock.now += 3600
    assert visitor.post("/api/guest").status_code == 200
    # a guest who has a session is not a new guest: asking again is not counted
    for _ in range(5):
        assert visitor.post("/api/guest").status_code == 200
