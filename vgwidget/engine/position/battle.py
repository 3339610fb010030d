"""Checking what is under way when a position starts: the battle (attacker, target, booster,
guardians, the further units an attack targets), a drive or damage check, and modifiers on
units; the battle is then asked of the engine's own attack and boost checks."""

from __future__ import annotations

from typing import Any

from ..actions import Action
from ..flow import CONDITIONS, IN_BATTLE
from ..procedures import battle as _battle
from ..procedures.checks import CHECK_STARTS
from ..state import BEHIND, CIRCLES, FRONT_ROW, VC, Mod, State
from .checking import _Checker
from .keys import BATTLE_KEYS, CHECK_KEYS, MOD_FLAGS, MOD_KEYS, MOD_STATS


class _BattleSide(_Checker):
    """The builder's reading and checking of a battle, a check in progress and modifiers."""

    def read_battle(self, value: Any, sides: list[dict[str, Any]]) -> dict[str, Any] | None:
        in_battle = self.phase == "battle" and self.step in IN_BATTLE
        if value is None:
            if in_battle:
                self.problem(
                    ("game", "step"),
                    f"the {self.step} step happens during a battle, but there is no [battle] "
                    "table (attacker, target, booster, guardians)",
                )
            return None
        tab = self.table(value, ("battle",), BATTLE_KEYS, required=("attacker", "target"))
        if not in_battle:
            now = f"the {self.phase} phase" + (f", {self.step} step" if self.step else "")
            self.problem(
                ("battle",),
                f"a battle is in progress only from the attack step to the close step of the "
                f"battle phase, not in {now}",
            )
        tp, foe = self.tp, 1 - self.tp
        out: dict[str, Any] = {"guardians": []}
        for key, p in (("attacker", tp), ("target", foe)):
            row = (*FRONT_ROW, *sides[p]["accel"])
            c = tab.get(key)
            if c is None:
                continue
            if c not in row:
                self.problem(("battle", key), f"{c!r} is not a front-row circle ({', '.join(row)})")
                continue
            e = sides[p]["circles"].get(c)
            who = f"Player {p + 1}'s"
            if e is None:
                self.problem(("battle", key), f"the {key} is {who} {c}, but that circle is empty")
                continue
            out[key] = (c, e)
        if "attacker" in out:
            c, e = out["attacker"]
            if "rested" not in e.flags:
                self.problem(
                    e.path,
                    f"“{e.card.name}” attacks, so it has rested (battle.attack): set rested = true",
                )
        b = tab.get("booster")
        if b is not None:
            a = tab.get("attacker")
            behind = BEHIND.get(a) if isinstance(a, str) else None
            e = sides[tp]["circles"].get(b) if isinstance(b, str) else None
            if b != behind:
                # (where a booster stands is part of the battle's shape; whether that unit
                # may boost is the engine's own check, asked in check_battle_by_the_rules)
                self.problem(
                    ("battle", "booster"),
                    f"the booster stands directly behind the attacker (on {behind}), not on {b}",
                )
            elif e is None:
                self.problem(("battle", "booster"), f"Player {tp + 1}'s {b} is empty")
            else:
                if "rested" not in e.flags:
                    self.problem(
                        e.path, f"“{e.card.name}” boosted, so it has rested: set rested = true"
                    )
                out["booster"] = (b, e)
        guardians = self.card_list(tab.get("guardians"), ("battle", "guardians"))
        if guardians and self.step == "attack":
            self.problem(
                ("battle", "guardians"),
                "guardians are called in the guard step, which comes after the attack step",
            )
        if guardians and self.step == "close":
            self.problem(
                ("battle", "guardians"),
                "guardians leave the field in the damage step, so none are left in the close "
                "step (battle.guardians-retire)",
            )
        for g in guardians:
            if not g.card.can_be_on_circle:
                self.problem(g.path, f"“{g.card.name}” is not a unit and cannot be a guardian")
        out["guardians"] = guardians
        self.read_multi_target(tab, sides, out)
        return out

    def read_multi_target(
        self, tab: dict[str, Any], sides: list[dict[str, Any]], out: dict[str, Any]
    ) -> None:
        """``also``: the circles of the further units being attacked when an ability lets the
        attack target several (battle.multi-target); ``guarding``: for each guardian, the
        circle of the attacked unit it guards."""
        foe = 1 - self.tp
        row = (*FRONT_ROW, *sides[foe]["accel"])
        out["also"] = []
        out["guarding"] = []
        also = tab.get("also", [])
        if not isinstance(also, list):
            self.problem(("battle", "also"), "also is a list of the opponent's circles")
            also = []
        named = [tab.get("target")]
        for i, c in enumerate(also):
            path = ("battle", "also", str(i))
            if c not in row:
                self.problem(path, f"{c!r} is not a front-row circle ({', '.join(row)})")
            elif c in named:
                self.problem(path, f"{c} is already a unit being attacked")
            elif sides[foe]["circles"].get(c) is None:
                self.problem(path, f"Player {foe + 1}'s {c} is empty")
            else:
                named.append(c)
                out["also"].append(c)
        guarding = tab.get("guarding")
        if guarding is None:
            if out["also"] and out["guardians"]:
                self.problem(
                    ("battle", "guarding"),
                    "several units are being attacked: say which one each guardian guards "
                    "(guarding = one circle per guardian)",
                )
            return
        if not out["also"]:
            self.problem(
                ("battle", "guarding"), "guarding is only for an attack on several units (also)"
            )
            return
        if not isinstance(guarding, list) or len(guarding) != len(out["guardians"]):
            self.problem(("battle", "guarding"), "guarding names one circle per guardian")
            return
        for i, c in enumerate(guarding):
            if c not in named:
                self.problem(
                    ("battle", "guarding", str(i)),
                    f"{c!r} is not a unit being attacked ({', '.join(map(str, named))})",
                )
        out["guarding"] = list(guarding)

    def read_modifiers(
        self, value: Any, sides: list[dict[str, Any]], battle: bool
    ) -> list[tuple[int, str, Mod]]:
        if value is None:
            return []
        if not isinstance(value, list):
            self.problem(("modifiers",), "expected [[modifiers]] tables")
            return []
        out = []
        for i, m in enumerate(value):
            path = ("modifiers", str(i))
            tab = self.table(m, path, MOD_KEYS, required=("player", "circle", "stat"))
            if not tab:
                continue
            p = self.player_no(tab.get("player"), (*path, "player"))
            c = tab.get("circle")
            stat = tab.get("stat")
            until = tab.get("until", "turn")
            label = tab.get("label", "position")
            amount: int | None = 1
            if stat in MOD_FLAGS:
                if "amount" in tab:
                    self.problem((*path, "amount"), f'"{stat}" has no amount')
            elif "amount" not in tab:
                self.problem(path, '"amount" is missing')
            else:
                amount = self.integer(tab.get("amount"), (*path, "amount"))
            if stat not in MOD_STATS:
                self.problem(
                    (*path, "stat"), f"stat is one of {', '.join(MOD_STATS)}, not {stat!r}"
                )
            if until not in ("turn", "battle"):
                self.problem((*path, "until"), f"until is turn or battle, not {until!r}")
            elif until == "battle" and not battle:
                self.problem(
                    (*path, "until"), "an effect lasting for the battle needs a battle in progress"
                )
            if not isinstance(label, str):
                self.problem((*path, "label"), "label is a text")
                label = "position"
            if c not in CIRCLES:
                self.problem((*path, "circle"), f"{c!r} is not a circle ({', '.join(CIRCLES)})")
                continue
            if p is None or amount is None or not isinstance(stat, str):
                continue
            if sides[p]["circles"].get(c) is None:
                self.problem((*path, "circle"), f"Player {p + 1}'s {c} is empty")
                continue
            out.append((p, str(c), Mod(-1, stat, amount, str(until), label, "position.setup")))
        return out

    def read_check(
        self, value: Any, sides: list[dict[str, Any]], battle: dict[str, Any] | None
    ) -> tuple[str, int, int, int] | None:
        """``[check]``: the position starts inside a drive or damage check, the checked card
        revealed in the trigger zone and its trigger not yet resolved. Returns ``(kind,
        player, number, of)``."""
        path = ("check",)
        holding = [p for p in (0, 1) if sides[p]["trigger"]]
        if value is None:
            for p in holding:
                self.problem(
                    ("players", str(p + 1), "trigger"),
                    "a card lies in the trigger zone only during a drive or damage check: "
                    "say which with a [check] table (kind, number, of)",
                )
            return None
        tab = self.table(value, path, CHECK_KEYS, required=("kind", "number", "of"))
        kind = tab.get("kind")
        if kind not in CHECK_STARTS:
            self.problem((*path, "kind"), f'the check is "drive" or "damage", not {kind!r}')
            return None
        n = self.integer(tab.get("of"), (*path, "of"), 1, 10)
        i = self.integer(tab.get("number"), (*path, "number"), 1, n or 10)
        if n is None or i is None:
            return None
        if self.phase != "battle" or self.step != kind or battle is None:
            self.problem(
                path,
                f"a {kind} check happens in the {kind} step of a battle: set phase = "
                f'"battle", step = "{kind}" and a [battle] table',
            )
            return None
        checker = self.tp if kind == "drive" else 1 - self.tp
        name = f"Player {checker + 1}"
        for p in holding:
            if p != checker:
                self.problem(
                    ("players", str(p + 1), "trigger"),
                    f"in a {kind} check only {name}'s trigger zone holds a card",
                )
        revealed = sides[checker]["trigger"]
        if len(revealed) != 1:
            self.problem(
                ("players", str(checker + 1), "trigger"),
                f"the {kind} check being made has its card in {name}'s trigger zone: "
                f"list exactly one card there (not {len(revealed)})",
            )
            return None
        if kind == "drive":
            vanguard = sides[self.tp]["circles"].get(VC)
            attacker = battle["attacker"][0]
            if attacker != VC:
                self.problem(path, "only an attacking vanguard drive checks (battle.drive)")
            elif vanguard is not None and n > vanguard.card.drive:
                self.problem(
                    (*path, "of"),
                    f"“{vanguard.card.name}” makes {vanguard.card.drive} drive check(s), "
                    f"not {n} (battle.drive)",
                )
        elif battle["target"][0] != VC:
            self.problem(path, "only a hit vanguard is dealt damage checks (battle.hit-vanguard)")
        return kind, checker, i, n

    def check_battle_by_the_rules(self, s: State) -> None:
        """The battle in progress must be one the rules allow: the engine's own checks for
        declaring that attack and that boost (``battle.attack_check``, ``battle.booster_of``)
        are asked about the moment before they were made, so a position never states a rule
        of its own about attacks or boosts."""
        b = s.battle
        if b is None:
            return
        before = s._replace(
            battle=None,
            rested=s.rested - {b.attacker} - ({b.booster} if b.booster is not None else set()),
            step="start",
        )
        refused = _battle.attack_check(
            before,
            Action("attack", s.turn_player, circle=b.attacker_circle, target=b.target_circle),
        )
        if refused is not None:
            self.problem(("battle", "attacker"), f"{refused.message} ({refused.rule})")
            return
        if self.step == "drive" and not CONDITIONS["vanguard-attacks"](s):
            self.problem(
                ("game", "step"),
                "only an attacking vanguard has a drive step (this attacker is a rear-guard, and "
                "no can-drive-check modifier lets it drive check)",
            )
        width = _battle.attack_width(s, b.attacker)
        if len(b.attacked()) > width:
            self.problem(
                ("battle", "also"),
                f"“{s.card(b.attacker).name}” may attack {width} unit(s) at once, not "
                f"{len(b.attacked())}: an attack-several effect (a modifier) lets it attack "
                "more (battle.multi-target)",
            )
        for t, _ in b.also:
            if t in s.locked:
                self.problem(("battle", "also"), "a locked card cannot be attacked (card.lock)")
        if b.booster is not None:
            unboosted = s._replace(
                battle=b._replace(booster=None, booster_circle=None),
                rested=s.rested - {b.booster},
            )
            if _battle.booster_of(unboosted) != (b.booster_circle, b.booster):
                self.problem(
                    ("battle", "booster"),
                    f"“{s.card(b.booster).name}” on {b.booster_circle} cannot boost this attack: "
                    "a booster is a standing unit with Boost directly behind the attacker "
                    "(battle.boost)",
                )
