"""The `optcg` command line: play games, check decks, look up cards, replays.

The Typer application is `optcg.cli.main.app`; it is installed as the
`optcg` console script and also runs with `python -m optcg.cli`.
"""
