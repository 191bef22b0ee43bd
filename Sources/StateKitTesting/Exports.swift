// A test target imports StateKitTesting alone: the machines it tests (StateKit) and the clock
// it drives them with (StateKitClock) come with it.
@_exported import StateKit
@_exported import StateKitClock
