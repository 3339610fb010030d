"""The widget's browser side as the tests play it: what the front end sends (an ``update`` of
synced traits, a ``custom`` message) goes through ipywidgets' own comm handler, and what the
kernel sends back as custom messages is kept."""

from __future__ import annotations

from typing import Any


class Browser:
    """Sends what the front end sends, through ipywidgets' own comm handler, and keeps what
    the kernel sends back as custom messages."""

    def __init__(self, w: Any) -> None:
        self.w = w
        self.replies: list[Any] = []
        w.send = lambda content, buffers=None: self.replies.append(content)

    def update(self, state: Any) -> None:
        """``model.set(...); model.save_changes()`` in the browser."""
        self.w._handle_msg(
            {"content": {"data": {"method": "update", "state": state}}, "buffers": []}
        )

    def custom(self, content: Any) -> None:
        """``model.send(content)`` in the browser."""
        self.w._handle_msg(
            {"content": {"data": {"method": "custom", "content": content}}, "buffers": []}
        )

    def errors(self) -> list[str]:
        return [
            r["message"] for r in self.replies if isinstance(r, dict) and r.get("type") == "error"
        ]
