"""`python -m optcg ...` runs the same command line as `optcg ...`."""

from .cli.launch import main

main(prog_name="optcg")
