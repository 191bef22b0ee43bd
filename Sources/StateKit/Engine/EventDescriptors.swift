/// Whether an event name matches a list of SCXML event descriptors
/// (https://www.w3.org/TR/scxml/#EventDescriptors).
///
/// `*` matches every event; a descriptor matches the name itself and every name that continues
/// it after a `.` (`error` matches `error.send`); a trailing `.*` or `.` is ignored.
///
/// - Parameters:
///   - descriptors: The transition's descriptors.
///   - name: The event's name.
/// - Returns: Whether one of the descriptors matches.
@inlinable
package func eventDescriptorsMatch(_ descriptors: [String], _ name: String) -> Bool {
  for var descriptor in descriptors {
    if descriptor == "*" { return true }
    if descriptor.hasSuffix(".*") { descriptor.removeLast(2) }
    if descriptor.hasSuffix(".") { descriptor.removeLast() }
    if name == descriptor { return true }
    if name.count > descriptor.count && name.hasPrefix(descriptor)
      && name[name.index(name.startIndex, offsetBy: descriptor.count)] == "."
    {
      return true
    }
  }
  return false
}
