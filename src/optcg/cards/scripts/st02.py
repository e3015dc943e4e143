"""ST-02 Worst Generation.  Cards not listed have no text (vanilla) or are
not yet scripted beyond what is listed here."""

from . import CardScript

SCRIPTS = {
    "ST02-004": CardScript(keywords=("Blocker",), complete=True),   # Capone"Gang"Bege
    "ST02-013": CardScript(keywords=("Blocker",)),                  # Eustass"Captain"Kid
}
