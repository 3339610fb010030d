"""Build hook: bundle the widget's JavaScript (js/) into vgwidget/static/ with esbuild.

The bundle is also committed, so installing from a checkout never needs npm: the hook only
rebuilds when npm and the front end's node_modules are present (a developer's machine, or
`make test` after its npm step). Set VGWIDGET_SKIP_JS=1 to skip it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class JsBuildHook(BuildHookInterface):  # type: ignore[misc]
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        js = Path(self.root) / "js"
        static = Path(self.root) / "vgwidget" / "static"
        if os.environ.get("VGWIDGET_SKIP_JS"):
            return
        if not (js / "package.json").exists() or not (js / "node_modules").exists():
            return  # no front-end toolchain here: the committed bundle is used
        npm = shutil.which("npm")
        if npm is None:
            return
        outputs = [
            static / n for n in ("widget.js", "standalone.js", "widget.css", "page.js", "worker.js")
        ]
        sources = [p for p in (js / "src").rglob("*") if p.is_file()] + [js / "package.json"]
        if all(o.exists() for o in outputs) and max(s.stat().st_mtime for s in sources) <= min(
            o.stat().st_mtime for o in outputs
        ):
            return  # the bundle is up to date
        try:
            subprocess.run([npm, "run", "build"], cwd=js, check=True)
        except (OSError, subprocess.CalledProcessError) as err:
            if not all(o.exists() for o in outputs):
                raise
            self.app.display_warning(f"js build failed ({err}); using the committed bundle")
