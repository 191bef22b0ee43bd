extension MachineDefinition {
  /// A fingerprint of the machine's structure, which persisted snapshots carry (see
  /// ``PersistedSnapshot/fingerprint``): 16 hexadecimal digits.
  ///
  /// It covers what a snapshot refers to: every state's name, kind and parent, whether its case
  /// carries a payload and of which type (``MachineState/payloadType(of:)``, which
  /// `@MachineState` writes), and every delayed transition's identity
  /// (``PersistedDelayedTransition``).
  /// Guards, actions, work and the other transitions are not part of it: changing them leaves
  /// saved snapshots valid. Two definitions with the same fingerprint restore each other's
  /// snapshots as they are, so an app can tell "same machine" from "changed machine" even when
  /// it forgot to raise ``version``.
  public var fingerprint: String {
    // FNV-1a over the structure's description: stable across runs and platforms, unlike
    // `Hasher`, whose seed changes with every process.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func add(_ text: String) {
      for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
      }
      hash ^= 0xff
      hash = hash &* 0x0000_0100_0000_01b3
    }
    for node in nodes.dropFirst() {
      add(node.name)
      add("\(node.kind)")
      add(node.parent > 0 ? nodes[Int(node.parent)].name : "")
      if node.value != nil {
        add("plain")
      } else if let key = node.key, let type = State.payloadType(of: key) {
        add("payload \(String(reflecting: type))")
      } else {
        add("payload")
      }
    }
    for (t, transition) in transitions.enumerated() where transition.delay != nil {
      let identity = persistedIdentity(of: t)
      add("\(identity)\(identity.id ?? "")")
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
