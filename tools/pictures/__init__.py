"""Pictures of the window for the docs and for looking at: seeded tables, rounds' reports,
the cribbage board and every state of the score views."""
