import Testing

@testable import StateKit

/// The bit set of state-node indices: the flat machine's move (`replaceOnly`) on both sides of
/// the inline words and the overflow.
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
}
