@_exported import StateKitClock
