"""The computer opponents (``vgwidget.bots``): every level plays whole games in every format,
only ever legal actions, reproducibly; the lookahead level never peeks at a hidden card."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from vgwidget import bots
from vgwidget.bots.lookahead import LookaheadBot, estimate
from vgwidget.bots.world import sample_world, visible_iids
from vgwidget.engine.actions import Action
from vgwidget.engine.formats import FORMATS
from vgwidget.engine.game import Game

sys.path.insert(0, str(Path(__file__).parent))
from invariants import ability_decks  # noqa: E402

FORMAT_NAMES = sorted(FORMATS)
SMALL = {"playouts": 4, "max_candidates": 2, "horizon": 1}
"""A lookahead small enough for a unit test (the benchmark plays the real budget)."""


def _game(fmt: str, seed: int, abilities: bool = False) -> Game:
    if abilities:
        d1, d2 = ability_decks(fmt)
        return Game.new(d1, d2, seed=seed, format=fmt)
    return Game.new(seed=seed, format=fmt)


class _Checked:
    """Wraps a bot: checks each choice is legal and leaves the game untouched."""

    def __init__(self, bot: bots.Bot) -> None:
        self.bot = bot
        self.level = bot.level

    def choose(self, game: Game, player: int) -> Action:
        before = (len(game.events), len(game.actions), game.state)
        a = self.bot.choose(game, player)
        assert (len(game.events), len(game.actions), game.state) == before
        assert a in game.legal_actions() and a.player == player and a.kind != "concede"
        return a


@pytest.mark.rule("win.damage")
@pytest.mark.parametrize("fmt", FORMAT_NAMES)
@pytest.mark.parametrize("abilities", [False, True], ids=["teaching", "ability-decks"])
@pytest.mark.parametrize(
    "levels", [("random", "greedy"), ("greedy", "lookahead"), ("lookahead", "random")]
)
def test_every_level_plays_whole_games_with_legal_actions(
    fmt: str, abilities: bool, levels: tuple[str, str]
) -> None:
    g = _game(fmt, 11, abilities)
    players = [
        _Checked(bots.make(lv, seed=i, **(SMALL if lv == "lookahead" else {})))
        for i, lv in enumerate(levels)
    ]
    n = bots.play_out(g, players)
    assert g.is_over and n == len(g.actions)
    assert g.result is not None and g.result.rule.startswith("win.")


def _record(fmt: str, level: str, seed: int) -> list[dict[str, object]]:
    g = _game(fmt, 5)
    opts = SMALL if level == "lookahead" else {}
    bots.play_out(g, [bots.make(level, seed=seed, **opts), bots.make("greedy")])
    return [a.to_dict() for a in g.actions]


@pytest.mark.parametrize("level", list(bots.LEVELS))
def test_a_level_with_a_given_seed_plays_the_same_game(level: str) -> None:
    assert _record("standard", level, 3) == _record("standard", level, 3)


def test_random_level_seed_changes_its_choices() -> None:
    assert _record("standard", "random", 1) != _record("standard", "random", 2)


def test_greedy_beats_random_in_every_format() -> None:
    """Not a benchmark (that is ``benchmarks/bench_bots.py``): a sanity check that the habits
    are habits -- greedy wins a clear majority of a few seeded games against random."""
    for fmt in FORMAT_NAMES:
        wins = 0
        for seed in range(10):
            g = _game(fmt, seed)
            seats = [bots.make("greedy"), bots.make("random", seed=seed)]
            if seed % 2:
                seats.reverse()
            bots.play_out(g, seats)
            assert g.result is not None
            wins += g.result.winner == seed % 2
        assert wins >= 8, (fmt, wins)


def _to_decision(fmt: str, kind: str, seed: int = 2) -> Game:
    """A game played by greedy until Player 1 faces a ``kind`` decision from turn 3 on with a
    choice between actions."""
    g = _game(fmt, seed)
    greedy = bots.make("greedy")
    while not g.is_over:
        s = g.state
        d = s.decision
        assert d is not None
        if d.player == 0 and d.kind == kind and s.turn >= 3 and len(g.legal_actions()) > 1:
            return g
        g.apply(greedy.choose(g, d.player))
    raise AssertionError(f"no {kind} decision for Player 1 in seed {seed}")


def _swap_hidden_hand_card(g: Game, player: int) -> Game:
    """The same game, except that one card in the opponent's (hidden) hand is another card of
    their deck: the two identities swap places (so the deck list is the same)."""
    s = g.state
    opp = s.players[1 - player]
    cards = list(s.table.cards)
    for h in opp.hand:
        for d in opp.deck:
            if cards[h].name != cards[d].name:
                cards[h], cards[d] = cards[d], cards[h]
                other = s._replace(table=s.table._replace(cards=tuple(cards)))
                return Game(other, decks=g.decks)
    raise AssertionError("no two different cards to swap")


@pytest.mark.rule("zone.hidden")
@pytest.mark.parametrize("fmt", FORMAT_NAMES)
@pytest.mark.parametrize("kind", ["guard", "main"])
def test_lookahead_never_peeks_at_the_opponents_hidden_hand(fmt: str, kind: str) -> None:
    g = _to_decision(fmt, kind)
    other = _swap_hidden_hand_card(g, 0)
    # the two games differ in what the opponent really holds ...
    opp_hand = [c.name for c in (g.state.table.cards[i] for i in g.state.players[1].hand)]
    other_hand = [c.name for c in (other.state.table.cards[i] for i in other.state.players[1].hand)]
    assert opp_hand != other_hand
    # ... which Player 1 cannot tell apart: the two views are identical
    assert g.view(0) == other.view(0)
    # so the sampled worlds are identical too (same identities everywhere) ...
    import random

    w1 = sample_world(g, 0, random.Random(9))
    w2 = sample_world(other, 0, random.Random(9))
    assert w1.table.cards == w2.table.cards and w1 == w2
    # ... and the lookahead bot makes the same choice with the same scores
    b1, b2 = LookaheadBot(seed=4, playouts=12), LookaheadBot(seed=4, playouts=12)
    assert b1.choose(g, 0) == b2.choose(other, 0)
    assert b1.last_scores == b2.last_scores


def test_sampled_worlds_keep_what_the_player_sees_and_resample_the_rest() -> None:
    import random

    g = _to_decision("standard", "guard")
    seen = visible_iids(g.view(0))
    s = g.state
    assert set(s.players[0].hand) <= seen and not set(s.players[1].hand) & seen
    names = {s.table.cards[i].name for i in s.players[1].hand}
    differ = False
    for k in range(8):
        w = sample_world(g, 0, random.Random(k))
        for i in seen:
            assert w.table.cards[i] == s.table.cards[i]
        # the deck lists are unchanged (the same multiset of cards per owner)
        for o in (0, 1):
            mine = [i for i in range(len(s.table.cards)) if s.table.owner[i] == o]
            assert sorted(w.table.cards[i].name for i in mine) == sorted(
                s.table.cards[i].name for i in mine
            )
        assert w.rng != s.rng
        differ |= {w.table.cards[i].name for i in s.players[1].hand} != names
        # a sampled world is a game the engine can play on
        wg = Game(w, decks=g.decks)
        assert wg.legal_actions() == g.legal_actions()
    assert differ


def test_estimate_is_one_for_a_win_zero_for_a_loss_and_between_otherwise() -> None:
    g = _to_decision("standard", "guard")
    v = estimate(g.state, 0)
    assert 0 < v < 1 and estimate(g.state, 1) != v or v == 0.5
    g.concede(1)
    assert estimate(g.state, 0) == 1.0 and estimate(g.state, 1) == 0.0


def test_lookahead_reports_its_search() -> None:
    g = _to_decision("classic", "guard")
    bot = LookaheadBot(seed=1, playouts=9)
    a = bot.choose(g, 0)
    assert a in g.legal_actions()
    assert bot.last_scores and bot.stats_playouts >= len(bot.last_scores)
    assert bot.last_scores[0][0] == bots.greedy_choice(g.state, 0, g.legal_actions())


def test_bots_refuse_to_decide_out_of_turn_and_bad_levels() -> None:
    g = Game.new(seed=1)
    p = g.current_player
    assert p is not None
    for level in bots.LEVELS:
        with pytest.raises(bots.BotError, match="decides now"):
            bots.make(level).choose(g, 1 - p)
    g.concede(p)
    with pytest.raises(bots.BotError, match="over"):
        bots.make("greedy").choose(g, 0)
    with pytest.raises(bots.BotError, match="unknown bot level 'expert'"):
        bots.make("expert")
    with pytest.raises(bots.BotError, match="playouts"):
        bots.make("lookahead", playouts=0)
    with pytest.raises(bots.BotError, match="seed"):
        bots.make("random", seed="x")  # type: ignore[arg-type]
    assert isinstance(bots.make("lookahead"), bots.Bot)


# --------------------------------------------------------------------------- the engine's
# shortcut for playouts: an action legal_actions() just offered is not checked a second time


@pytest.mark.rule("main.call")
def test_only_an_offered_action_on_its_own_state_skips_the_check() -> None:
    from vgwidget.engine.errors import IllegalAction

    g = _to_decision("standard", "main")
    acts = g.legal_actions()
    call = next(a for a in acts if a.kind == "call")
    # a copy of an offered action (equal, not the same object) is checked, and passes
    g2 = g.fork()
    g2.legal_actions()
    g2.apply(Action(*call))
    # an illegal action slipped into the returned list is still refused, nothing changes
    bad = call._replace(circle="VC")
    acts.append(bad)
    n = len(g.events)
    with pytest.raises(IllegalAction):
        g.apply(bad)
    assert len(g.events) == n
    # an offered action applied after the game moved on is checked against the new state
    g.apply(call)
    with pytest.raises(IllegalAction):
        g.apply(call)  # the card is no longer in hand
    # and after a seek back, the action offered at the end is checked again
    g3 = _to_decision("classic", "main")
    offered = g3.legal_actions()
    end = next(a for a in offered if a.kind == "end-main")
    g3.seek(0)
    with pytest.raises(IllegalAction):
        g3.apply(end)


def test_moves_lets_the_computer_play_its_turn_step_by_step() -> None:
    """What a front end needs: the computer's actions one at a time, with their events (each
    citing its rule), stopping when the human must decide."""
    g = Game.new(seed=8)
    human = 0
    bot = bots.make("greedy")
    rnd = bots.make("random", seed=1)
    steps = 0
    while not g.is_over and steps < 400:
        p = g.current_player
        assert p is not None
        if p == human:
            g.apply(rnd.choose(g, p))
            continue
        for action, events in bots.moves(g, bot, p):
            steps += 1
            assert action == g.actions[-1] and events and events[0].decision
            assert all(e.rule for e in events)
        assert g.is_over or g.current_player == human
    assert g.is_over


DECK_FILES = sorted((Path(__file__).parent.parent / "vgwidget" / "data" / "decks").glob("*.txt"))


@pytest.mark.rule("win.damage")
@pytest.mark.parametrize("path", DECK_FILES, ids=lambda p: p.stem)
def test_every_shipped_deck_is_played_to_the_end_by_the_bots(path: Path) -> None:
    """Every deck the project ships (the modern Standard ones with gifts, accel circles and
    overDress too) against another of its format, lookahead against greedy."""
    from vgwidget.engine.decks import load_deck

    deck = load_deck(path)
    fmt = deck.format or "standard"
    other = next(
        load_deck(p) for p in DECK_FILES if p != path and (load_deck(p).format or "standard") == fmt
    )
    g = Game.new(deck, other, seed=6, format=fmt)
    players = [_Checked(bots.make("lookahead", seed=1, **SMALL)), _Checked(bots.make("greedy"))]
    bots.play_out(g, players)
    assert g.is_over
