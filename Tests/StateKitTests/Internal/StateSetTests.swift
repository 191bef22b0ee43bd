import Testing

@testable import StateKit

/// The bit set of state-node indices: the flat machine's move (`replaceOnly`) on both sides of
/// the inline words and the overflow, and the members inside a range (the active descendants
/// of a node), word by word.
struct StateSetTests {
  @Test(arguments: [
    (Int32(3), Int32(5)), (5, 70), (70, 127), (127, 0), (64, 63),
    (5, 200), (200, 5), (130, 300), (300, 129),
  ])
  func replacingTheOnlyMemberLeavesJustTheNewOne(old: Int32, new: Int32) {
    var set = StateSet(old)
    set.replaceOnly(old, with: new)
    #expect(set.members == [new])
    #expect(set.contains(new))
    #expect(!set.contains(old))
    #expect(set.first == new)
  }

  @Test func aMoveBackInlineIgnoresTheEmptiedOverflow() {
    var set = StateSet(200)
    set.replaceOnly(200, with: 7)
    #expect(set.members == [7])
    set.replaceOnly(7, with: 90)
    #expect(set.members == [90])
    #expect(set.first == 90)
  }

  @Test func membersInARangeAreThoseOfTheSetInsideIt() {
    let members: [Int32] = [0, 1, 63, 64, 100, 127, 128, 129, 191, 192, 255, 256, 700, 1_000]
    var set = StateSet()
    for member in members { set.insert(member) }
    let bounds: [Int32] = [
      0, 1, 63, 64, 65, 127, 128, 129, 191, 192, 193, 256, 257, 700, 701, 5_000,
    ]
    for lower in bounds {
      for upper in bounds where upper >= lower {
        var found: [Int32] = []
        set.forEach(in: lower..<upper) { found.append($0) }
        #expect(found == members.filter { (lower..<upper).contains($0) }, "\(lower)..<\(upper)")
        #expect(set.containsAny(in: lower..<upper) == !found.isEmpty)
      }
    }
  }
}
