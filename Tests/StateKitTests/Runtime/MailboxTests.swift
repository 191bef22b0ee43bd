import Testing

@testable import StateKit

/// The mailbox is a queue: first in, first out, however far it grows before it is drained.
struct MailboxTests {
  @Test func eventsComeOutInTheOrderTheyWentIn() {
    var mailbox = Mailbox<E>()
    #expect(mailbox.isEmpty)
    for i in 0..<100 { mailbox.append(.event(E(stringLiteral: "\(i)"))) }
    #expect(mailbox.count == 100)
    var taken: [String] = []
    for i in 0..<150 {
      if i % 3 == 0 { mailbox.append(.event(E(stringLiteral: "late\(i)"))) }
      if mailbox.isEmpty { break }
      if case .event(let event) = mailbox.removeFirst() { taken.append(event.name) }
    }
    let expected = (0..<100).map(String.init) + stride(from: 0, to: 150, by: 3).map { "late\($0)" }
    #expect(taken == Array(expected.prefix(taken.count)))
    while !mailbox.isEmpty {
      if case .event(let event) = mailbox.removeFirst() { taken.append(event.name) }
    }
    #expect(taken == expected)
    #expect(mailbox.count == 0)
  }

  @Test func removingSomeKeepsTheOthersInOrder() {
    var mailbox = Mailbox<E>()
    mailbox.append(.event("a"))
    mailbox.append(.effect("b"))
    mailbox.append(.event("c"))
    mailbox.append(.effect("d"))
    _ = mailbox.removeFirst()
    mailbox.removeAll { if case .effect = $0 { true } else { false } }
    #expect(mailbox.count == 1)
    guard case .event(let event) = mailbox.removeFirst() else {
      Issue.record("expected the sent event to stay")
      return
    }
    #expect(event.name == "c")
    #expect(mailbox.isEmpty)
  }
}
