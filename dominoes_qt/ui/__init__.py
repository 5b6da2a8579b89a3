"""The Qt window. Everything here is a client of the engine and the AI."""
