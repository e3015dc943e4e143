"""Pictures and pages of a gauntlet: the matchup heatmap (PNG), overall
win rates and game lengths, and one self-contained HTML report (its images
inlined, no script, no link out) to open anywhere or attach to a message."""

from __future__ import annotations

import base64
import html
import io
import json
from collections import Counter
from pathlib import Path

from ..files import atomic_folder
from .gauntlet import GauntletResult


def _pyplot():
    import matplotlib
    matplotlib.use("Agg")                  # files only, no screen needed
    import matplotlib.pyplot as plt
    return plt


def heatmap_png(g: GauntletResult) -> bytes:
    """The matrix of row-deck win rates, red (0%) to green (100%)."""
    plt = _pyplot()
    n = len(g.decks)
    matrix = g.matrix()
    import numpy as np                     # matplotlib's own dependency
    values = np.ma.masked_invalid([[np.nan if v is None else v for v in row]
                                   for row in matrix])
    # the diagonal is grey: no deck plays itself in a gauntlet
    cmap = plt.get_cmap("RdYlGn").with_extremes(bad="#dddddd")
    size = max(4.0, 0.9 * n + 2)
    fig, ax = plt.subplots(figsize=(size + 1, size))
    image = ax.imshow(values, cmap=cmap, vmin=0, vmax=1)
    ax.set_xticks(range(n), g.labels, rotation=45, ha="right")
    ax.set_yticks(range(n), g.labels)
    ax.set_xlabel("opponent")
    ax.set_ylabel("deck")
    for i in range(n):
        for j in range(n):
            text = "-" if matrix[i][j] is None else f"{matrix[i][j]:.0%}"
            ax.text(j, i, text, ha="center", va="center", fontsize=9)
    fig.colorbar(image, ax=ax, label="win rate of the row deck")
    ax.set_title(f"Win rates, {g.games} games per pair ({g.agent})")
    return _png(fig)


def standings_png(g: GauntletResult) -> bytes:
    """Each deck's win rate against the field, with its 95% interval."""
    plt = _pyplot()
    rows = g.standings()[::-1]
    fig, ax = plt.subplots(figsize=(7, 0.45 * len(rows) + 1.5))
    rates = [r.rate for _, r in rows]
    low = [r.rate - r.interval[0] for _, r in rows]
    high = [r.interval[1] - r.rate for _, r in rows]
    ax.barh(range(len(rows)), rates, xerr=[low, high], color="#4c72b0", capsize=3)
    ax.set_yticks(range(len(rows)), [g.decks[i].label for i, _ in rows])
    ax.axvline(0.5, color="grey", linewidth=1, linestyle="--")
    ax.set_xlim(0, 1)
    ax.set_xlabel("win rate against the field (95% interval)")
    return _png(fig)


def lengths_png(g: GauntletResult) -> bytes:
    """How many turns the games lasted, all matchups together."""
    plt = _pyplot()
    turns: Counter = Counter()
    for res in g.results.values():
        turns.update(res.summary.turns)
    fig, ax = plt.subplots(figsize=(7, 3.5))
    xs = sorted(turns)
    ax.bar(xs, [turns[x] for x in xs], color="#55a868")
    ax.set_xlabel("turns")
    ax.set_ylabel("games")
    ax.set_title("Game length")
    return _png(fig)


def _png(fig) -> bytes:
    buf = io.BytesIO()
    fig.tight_layout()
    fig.savefig(buf, format="png", dpi=110)
    _pyplot().close(fig)
    return buf.getvalue()


def _cell_colour(v: float | None) -> str:
    if v is None:
        return "#eeeeee"
    red, green = (255, int(510 * v)) if v < 0.5 else (int(510 * (1 - v)), 255)
    return f"rgb({min(255, red)}, {min(255, green)}, 140)"


def html_report(g: GauntletResult, images: dict[str, bytes]) -> str:
    e = html.escape
    labels = g.labels
    matrix = g.matrix()
    head = "".join(f"<th>{e(x)}</th>" for x in labels)
    body = []
    for i, row in enumerate(matrix):
        cells = "".join(
            f'<td style="background:{_cell_colour(v)}">{"-" if v is None else f"{v:.1%}"}</td>'
            for v in row)
        body.append(f"<tr><th>{e(labels[i])}</th>{cells}</tr>")
    standings = "".join(
        f"<tr><td>{e(g.decks[i].label)}</td><td>{r.wins}</td><td>{r.games}</td>"
        f"<td>{r}</td></tr>" for i, r in g.standings())
    matchups = []
    for (i, j), res in sorted(g.results.items()):
        s = res.summary
        reasons = ", ".join(f"{k} {v}" for k, v in s.reasons.most_common())
        matchups.append(
            f"<tr><td>{e(labels[i])}</td><td>{e(labels[j])}</td><td>{s.games}</td>"
            f"<td>{s.a}</td><td>{s.a_first}</td><td>{s.a_second}</td><td>{s.draws}</td>"
            f"<td>{s.average_turns:.1f}</td><td>{e(reasons)}</td></tr>")
    figures = "".join(
        f'<figure><img alt="{e(name)}" src="data:image/png;base64,'
        f'{base64.b64encode(data).decode()}"></figure>' for name, data in images.items())
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>optcg gauntlet</title>
<style>
body {{ font-family: system-ui, sans-serif; margin: 2em; color: #222; }}
table {{ border-collapse: collapse; margin: 1em 0; }}
td, th {{ border: 1px solid #ccc; padding: 4px 8px; text-align: right; }}
th {{ background: #f5f5f5; }}
img {{ max-width: 100%; }}
</style></head><body>
<h1>Gauntlet: {len(labels)} decks, {g.games} games per pair</h1>
<p>Agent: {e(g.agent)}. Each cell is the row deck's win rate against the column deck;
seats alternate within each pair. Intervals are 95% Wilson intervals.</p>
<h2>Matchups</h2>
<table><tr><th>deck \\ opponent</th>{head}</tr>{''.join(body)}</table>
<h2>Standings</h2>
<table><tr><th>deck</th><th>wins</th><th>games</th><th>win rate</th></tr>{standings}</table>
<h2>Plots</h2>
{figures}
<h2>Every matchup</h2>
<table><tr><th>deck A</th><th>deck B</th><th>games</th><th>A wins</th><th>A first</th>
<th>A second</th><th>draws</th><th>turns</th><th>ended by</th></tr>{''.join(matchups)}</table>
</body></html>
"""


def write_report(g: GauntletResult, out: str | Path, force: bool = False) -> dict[str, Path]:
    """Write heatmap.png, standings.png, lengths.png, report.html and
    gauntlet.json into the folder `out`, all at once: the files are made in
    a temporary folder that then takes the name `out` (files.atomic_folder;
    an existing folder is replaced only with `force`)."""
    folder = Path(out)
    images = {"heatmap": heatmap_png(g), "standings": standings_png(g),
              "lengths": lengths_png(g)}
    names = {**{name: f"{name}.png" for name in images}, "html": "report.html",
             "json": "gauntlet.json"}
    with atomic_folder(folder, force=force) as tmp:
        for name, data in images.items():
            (tmp / names[name]).write_bytes(data)
        (tmp / names["html"]).write_text(html_report(g, images), encoding="utf-8")
        (tmp / names["json"]).write_text(json.dumps(g.to_dict(), indent=1), encoding="utf-8")
    return {name: folder / file for name, file in names.items()}
