"""The package's version, in a module of its own so that the engine (a game record names the
engine version that wrote it) can import it without importing the package's front door."""

__version__ = "0.1.0"
