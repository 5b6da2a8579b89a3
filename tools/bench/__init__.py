"""Benches: the speed of the rules engine and the rollouts, the table's layout over many
rounds, the autosave of a long match, and what the window's table, counting marks and
cribbage board cost the GUI thread."""
