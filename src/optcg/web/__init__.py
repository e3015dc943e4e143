"""The web server (`optcg serve`): games in the browser.

`store` keeps users, decks and games (SQLAlchemy 2, Alembic migrations;
SQLite or PostgreSQL), `games` plays and rebuilds games, `messages` builds
what each seat or spectator may know, `protocol` checks client messages,
`app` is the FastAPI application and `static/` the browser client."""
