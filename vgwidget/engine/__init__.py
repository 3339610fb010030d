"""The rules engine: pure Python, standard library only (it runs in Pyodide too)."""
