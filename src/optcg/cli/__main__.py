"""`python -m optcg.cli ...` runs the same command line as `optcg ...`."""

from .main import app

app(prog_name="optcg")
