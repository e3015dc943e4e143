"""The `optcg` command line: play games, check decks, look up cards, replays.

The Typer application is `optcg.cli.main.app`; the `optcg` console script
(`optcg.cli.launch.main`) runs it, reading a plain `optcg simulate` line
itself to start its games sooner.  `python -m optcg` and `python -m
optcg.cli` run the same.
"""
