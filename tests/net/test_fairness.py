"""Each client's seed is mixed into the committed deal, and a client's check of a round's
reveal fails for every way a server could cheat (the controls of the fair-deal checks)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from dominoes_qt.ai.players import make_player
from dominoes_qt.net.protocol import check_reveal, mix, new_seed, server_commitment
from dominoes_qt.net.table import Table


def one_round() -> tuple[Table, dict[str, Any], list[bytes], str, str, list[str]]:
    """A table whose first round was played out by two seated people."""
    table = Table("ABCDEF", "five-up-61", 2, "host")
    table.sit(0, "A")
    table.sit(1, "B")
    commit = table.lobby_json(0.0)["next_commit"]
    seeds = [new_seed(), new_seed()]
    for seat, seed in enumerate(seeds):
        table.contribute(seat, 1, seed)
    table.start()
    match = table.match
    assert match is not None
    dealt = next(e for e in table.log if e["kind"] == "dealt")
    first_hand = [str(t) for t in match.current.hands[0]]  # type: ignore[union-attr]
    player = make_player("casual", 0)
    while len(match.rounds) == 1 and not match.is_over:
        round_ = match.current
        assert round_ is not None
        seat = round_.to_move
        table.act(seat, sum(len(r.history) for r in match.rounds),
                  player.choose(match.view_for(seat)))
    reveal = next(e for e in table.log if e["kind"] == "round_over")["reveal"]
    return table, reveal, seeds, commit, dealt["commitment"], first_hand


def test_the_deal_is_the_mix_of_every_seed() -> None:
    _table, reveal, seeds, commit, _, _ = one_round()
    server_seed = bytes.fromhex(reveal["server_seed"])
    assert server_commitment(server_seed) == commit
    assert reveal["contributions"] == [s.hex() for s in seeds]
    assert bytes.fromhex(reveal["seed"]) == mix(server_seed, seeds)
    # Another seed from either client would have dealt another round.
    assert mix(server_seed, [new_seed(), seeds[1]]) != mix(server_seed, seeds)


def test_a_fair_reveal_checks() -> None:
    _, reveal, seeds, commit, deal_commit, hand = one_round()
    found = check_reveal(reveal, server_commit=commit, deal_commitment=deal_commit,
                         my_seat=0, my_seed=seeds[0], my_hand=hand)
    assert found.fair, found.reason


def _swap(reveal: dict[str, Any]) -> dict[str, Any]:
    hands = [list(h) for h in reveal["hands"]]
    hands[0][0], hands[1][0] = hands[1][0], hands[0][0]
    return {**reveal, "hands": hands}


Cheat = Callable[[dict[str, Any], list[bytes]], dict[str, Any]]
CHEATS: dict[str, Cheat] = {
    "a server seed other than the committed one":
        lambda r, seeds: {**r, "server_seed": new_seed().hex()},
    "this client's seed left out":
        lambda r, seeds: {**r, "contributions": [new_seed().hex(), r["contributions"][1]]},
    "a deal seed that is not the mix": lambda r, seeds: {**r, "seed": new_seed().hex()},
    "hands swapped after the deal": lambda r, seeds: _swap(r),
    "a boneyard reordered": lambda r, seeds: {**r, "boneyard": r["boneyard"][::-1]},
    "a malformed reveal": lambda r, seeds: {k: v for k, v in r.items() if k != "seed"},
}


@pytest.mark.parametrize("cheat", list(CHEATS))
def test_every_cheat_is_caught(cheat: str) -> None:
    _, reveal, seeds, commit, deal_commit, hand = one_round()
    found = check_reveal(CHEATS[cheat](reveal, seeds), server_commit=commit,
                         deal_commitment=deal_commit, my_seat=0, my_seed=seeds[0],
                         my_hand=hand)
    assert not found.fair, cheat


def test_a_hand_other_than_the_one_dealt_is_caught() -> None:
    _, reveal, seeds, commit, deal_commit, _hand = one_round()
    other = list(reveal["hands"][1])
    found = check_reveal(reveal, server_commit=commit, deal_commitment=deal_commit,
                         my_seat=0, my_seed=seeds[0], my_hand=other)
    assert not found.fair
    assert "hand" in found.reason


def test_a_seed_left_by_someone_who_stood_up_is_not_dealt() -> None:
    table = Table("ABCDEF", "five-up-61", 2, "host")
    table.sit(0, "A")
    table.contribute(0, 1, new_seed())
    table.stand(0)
    table.sit(0, "B")
    table.sit(1, "C")
    table.start()
    dealt = next(e for e in table.log if e["kind"] == "dealt")
    assert dealt["contributed"] == [False, False]
