"""HTML for places without a widget front end: the static picture of a position
(``_repr_html_``) and the self-contained page of a recorded timeline (``save_html`` and the
nbconvert exporter). Standard library only.
"""

from __future__ import annotations

import html
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

__all__ = ["STATIC", "data_block", "position_html", "read_static", "standalone_assets"]

STATIC = Path(__file__).resolve().parent.parent / "static"

# ---------------------------------------------------------------------------- static picture
# Inline styles only (notebook front ends sanitize <style> in outputs), colours that inherit
# the page's text colour, so the picture reads in light and dark themes alike.
_BOX = (
    "font-family:var(--jp-ui-font-family,system-ui,sans-serif);font-size:14px;line-height:1.35;"
    "border:1px solid #8888;border-radius:6px;padding:8px;max-width:760px;color:inherit"
)
_CELL = (
    "border:1px solid #8888;border-radius:6px;padding:4px 6px;min-width:0;min-height:48px;"
    "overflow-wrap:break-word"
)
_GRID = "display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:4px;margin:4px 0"
STATIC_NOTE = (
    "A still picture of the position shown. The widget itself (timeline, explain panel, "
    "play) needs a live notebook with the widget front end, or an offline page made with "
    "w.save_html(PATH) or `jupyter nbconvert --to vgwidget_html NOTEBOOK.ipynb`."
)
CIRCLE_WORDS = {
    "VC": "Vanguard",
    "FL": "Front left",
    "FR": "Front right",
    "BL": "Back left",
    "BC": "Back centre",
    "BR": "Back right",
}


def card_text(c: Any) -> str:
    """A card as one line of words (a hidden card is not named)."""
    if c is None:
        return "empty"
    if not isinstance(c, dict) or c.get("hidden"):
        return "face-down card"
    parts = [str(c.get("name", "?")), f"grade {c.get('grade')}"]
    st = c.get("stats")
    power = st.get("power") if isinstance(st, dict) else c.get("power")
    if power is not None:
        parts.append(f"{power:,} power" if isinstance(power, int) else f"{power} power")
    if c.get("trigger"):
        parts.append(f"{c.get('trigger')} trigger")
    if c.get("rested"):
        parts.append("rested")
    if c.get("face_down"):
        parts.append("face down")
    return ", ".join(parts)


def _circle(e: Any, circles: Mapping[str, Any], c: str) -> str:
    return (
        f"<div style='{_CELL}'><div style='font-size:12px;opacity:.8'>{CIRCLE_WORDS[c]}</div>"
        f"{e(card_text(circles.get(c)))}</div>"
    )


def position_html(
    v: Mapping[str, Any], event: Mapping[str, Any] | None = None, *, note: str = STATIC_NOTE
) -> str:
    """A static HTML picture of view ``v`` (every game string escaped) laid out like the
    play mat: the opponent at the top with the back row outermost, the viewer at the bottom.
    For places that cannot run widgets (``_repr_html_``)."""
    e = html.escape
    out = [f'<div class="vgwidget-static" style="{_BOX}">']
    turn = v.get("turn")
    head = f"Turn {turn}" if turn else "Set-up"
    head += f" · {v.get('phase')} phase"
    if v.get("step"):
        head += f" · {v.get('step')} step"
    fmt = str(v.get("format", "") or "")
    out.append(f"<div><b>{e(head)}</b>{' · format: ' + e(fmt.capitalize()) if fmt else ''}</div>")
    if event is not None:
        out.append(f"<p style='margin:4px 0'>{e(str(event.get('text', '')))}</p>")
    d = v.get("decision")
    if isinstance(d, dict) and d.get("prompt"):
        out.append(f"<p style='margin:4px 0'><i>{e(str(d.get('prompt', '')))}</i></p>")
    r = v.get("result")
    if isinstance(r, dict):
        out.append(f"<p style='margin:4px 0'><b>Game over: {e(str(r.get('reason', '')))}</b></p>")
    players = list(v.get("players", []))
    viewer = v.get("viewer")
    bottom = viewer if isinstance(viewer, int) and 0 <= viewer < len(players) else 0
    order = [p for p in range(len(players)) if p != bottom] + [bottom]
    for p in order:
        pd = players[p]
        circles = pd.get("circles", {})
        mine = p == bottom
        rows = (("FL", "VC", "FR"), ("BL", "BC", "BR"))
        if not mine:  # the opponent faces the viewer: back row outermost, left and right swapped
            rows = (("BR", "BC", "BL"), ("FR", "VC", "FL"))
        name = str(pd.get("name", "") or f"Player {p + 1}")
        counts = (
            f"deck {pd.get('deck_count')}, hand {pd.get('hand_count', len(pd.get('hand', [])))}, "
            f"damage {len(pd.get('damage', []))}, soul {len(pd.get('soul', []))}, "
            f"drop {len(pd.get('drop', []))}"
        )
        section = [f"<div style='margin-top:6px'><b>{e(name)}</b> — {e(counts)}</div>"]
        for row in rows:
            section.append(f"<div style='{_GRID}'>")
            section.extend(_circle(e, circles, c) for c in row)
            section.append("</div>")
        for zone, word in (
            ("guardians", "Guardian circle"),
            ("hand", "Hand"),
            ("damage", "Damage"),
            ("trigger", "Trigger zone"),
            ("soul", "Soul"),
            ("drop", "Drop"),
            ("order", "Order zone"),
        ):
            cards = pd.get(zone) or []
            if cards:
                txt = "; ".join(card_text(c) for c in cards)
                section.append(f"<div><span style='opacity:.8'>{word}:</span> {e(txt)}</div>")
        out.extend(section)
    if note:
        out.append(f"<p style='margin:6px 0 0;font-size:12px;opacity:.85'>{e(note)}</p>")
    out.append("</div>")
    return "".join(out)


# ---------------------------------------------------------------------------- offline page
def read_static(name: str) -> str:
    """The text of a built front-end file (``vgwidget/static/NAME``), "" if it is missing."""
    p = STATIC / name
    return p.read_text(encoding="utf-8") if p.exists() else ""


def data_block(state: Mapping[str, Any], kind: str = "vgwidget") -> str:
    """The data of one widget (its synced state) as an inert ``<script>`` block that the
    bundle mounts (``kind``: ``vgwidget`` for a game, ``vgwidget-quiz`` for a question)."""
    data = json.dumps(state, ensure_ascii=False, separators=(",", ":"))
    data = data.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    return f"<script type='application/vnd.{kind}+json'>{data}</script>"


def standalone_assets() -> str:
    """The bundle and its style sheet, inlined (one ES module: it mounts every data block)."""
    script = read_static("widget.js").replace("</script", "<\\/script")
    css = read_static("widget.css").replace("</style", "<\\/style")
    return f"<style>{css}</style><script type='module'>{script}</script>"


def page_html(blocks: str, title: str) -> str:
    """A whole self-contained page: ``blocks`` (data blocks) and the inlined bundle."""
    return (
        "<!DOCTYPE html>\n<html lang='en'><head><meta charset='utf-8'>"
        "<meta name='viewport' content='width=device-width, initial-scale=1'>"
        f"<title>{html.escape(title)}</title>"
        "<meta http-equiv='Content-Security-Policy' content=\"default-src 'none'; "
        "script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:\">"
        "<style>body{margin:12px;background:#fff;color:#1b1f24}"
        "@media (prefers-color-scheme: dark){body{background:#111418;color:#e8eaed}}</style>"
        "</head><body class='vgw-page'>"
        f"<main>{blocks}</main>{standalone_assets()}</body></html>\n"
    )


# ------------------------------------------------------------ plain nbconvert HTML, offline
OFFLINE_NOTE_KEY = "vgwidget_offline_note"
"""Metadata key marking the companion output that :func:`display_with_offline_note` adds."""

_OFFLINE_SCRIPT = """(function () {
  var me = document.currentScript, note = me && me.previousElementSibling;
  var out = me && me.closest('.jp-OutputArea-child, .output_area');
  var prev = out && out.previousElementSibling;
  var tag = prev && prev.querySelector('script[type="application/vnd.jupyter.widget-view+json"]');
  if (!note || !tag) return;  /* a live notebook, Voila or a vgwidget_html page: nothing to say */
  function drawn() {
    for (var c = tag.parentElement.firstElementChild; c; c = c.nextElementSibling)
      if (c.tagName !== 'SCRIPT') return true;
    return false;
  }
  function show() { if (!drawn()) note.hidden = false; }
  window.addEventListener('error', function (e) {
    var t = e.target;
    if (t && t.tagName === 'SCRIPT' && t.src) show();
  }, true);
  window.addEventListener('load', function () {
    if (document.querySelector('script[src*="html-manager"], script[src*="jupyter-js-widgets"]'))
      setTimeout(show, 20000);
  });
})();"""


def offline_note(what: str, also: str = "") -> str:
    """A hidden note, shown only in a page exported with plain ``nbconvert --to html`` whose
    widget manager (loaded from the network) did not draw ``what``: it says what is missing
    and how to make a page that works offline (``also``: another way, as HTML). It never
    shows in a live notebook."""
    text = (
        f"<p style='margin:0'><strong>The {html.escape(what)} did not load here.</strong> This "
        "page was exported with nbconvert's plain HTML export, which draws widgets with a "
        "widget manager loaded from the internet (unpkg.com), and it could not be loaded. "
        "For a page that works without a network or a kernel, export the notebook with "
        f"<code>jupyter nbconvert --to vgwidget_html NOTEBOOK.ipynb</code>{also}.</p>"
    )
    return (
        f"<div class='vgw-offline-note' role='note' hidden style='{_BOX};margin:4px 0'>"
        f"{text}</div><script>{_OFFLINE_SCRIPT}</script>"
    )


def display_with_offline_note(bundle: Any, what: str, also: str = "") -> None:
    """Display a widget's mime bundle, then its :func:`offline_note` as a second output
    (marked in its metadata so the ``vgwidget_html`` export can drop it)."""
    from IPython.display import display

    data, meta = bundle if isinstance(bundle, tuple) else (bundle, None)
    display(data, metadata=meta or {}, raw=True)  # type: ignore[no-untyped-call]
    note = {"text/html": offline_note(what, also)}
    display(note, metadata={OFFLINE_NOTE_KEY: True}, raw=True)  # type: ignore[no-untyped-call]
