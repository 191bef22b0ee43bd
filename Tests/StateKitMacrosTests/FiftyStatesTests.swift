import StateKitMacros
import Testing

// Fifty states and fifty events, some with payloads, through the macros: the compile-time
// figure of the StateKitMacros issue (type-checking and expanding this file) is measured on it.
@MachineState enum FiftyState: Hashable {
  case s0
  case s1
  case s2
  case s3
  case s4(Int)
  case s5
  case s6(label: String, count: Int)
  case s7
  case s8
  case s9(Int)
  case s10
  case s11
  case s12
  case s13(label: String, count: Int)
  case s14(Int)
  case s15
  case s16
  case s17
  case s18
  case s19(Int)
  case s20(label: String, count: Int)
  case s21
  case s22
  case s23
  case s24(Int)
  case s25
  case s26
  case s27(label: String, count: Int)
  case s28
  case s29(Int)
  case s30
  case s31
  case s32
  case s33
  case s34(Int)
  case s35
  case s36
  case s37
  case s38
  case s39(Int)
  case s40
  case s41(label: String, count: Int)
  case s42
  case s43
  case s44(Int)
  case s45
  case s46
  case s47
  case s48(label: String, count: Int)
  case s49(Int)
}

@MachineEvent enum FiftyEvent: Hashable {
  case e0
  case e1
  case e2
  case e3(String)
  case e4
  case e5
  case e6
  case e7(String)
  case e8
  case e9
  case e10
  case e11(String)
  case e12
  case e13
  case e14
  case e15(String)
  case e16
  case e17
  case e18
  case e19(String)
  case e20
  case e21
  case e22
  case e23(String)
  case e24
  case e25
  case e26
  case e27(String)
  case e28
  case e29
  case e30
  case e31(String)
  case e32
  case e33
  case e34
  case e35(String)
  case e36
  case e37
  case e38
  case e39(String)
  case e40
  case e41
  case e42
  case e43(String)
  case e44
  case e45
  case e46
  case e47(String)
  case e48
  case e49
}

struct FiftyStatesTests {
  static let definition = try! MachineDefinition<FiftyState, FiftyEvent, Void>(initial: .s0) {
    StateNode(.s0) {
      On(.e0, to: .s1)
      On(.e3, to: .s0)
    }
    StateNode(.s1) {
      On(.e1, to: .s2)
      On(.e10, to: .s0)
    }
    StateNode(.s2) {
      On(.e2, to: .s3)
      On(.e17, to: .s0)
    }
    StateNode(.s3) {
      On(.e3, to: .s4) { _, event in .s4(event?.e3?.count ?? 0) }
      On(.e24, to: .s0)
    }
    StateNode(.s4) {
      On(.e4, to: .s5)
      On(.e31, to: .s0)
    }
    StateNode(.s5) {
      On(.e5, to: .s6) { _, _ in .s6(label: "s6", count: 6) }
      On(.e38, to: .s0)
    }
    StateNode(.s6) {
      On(.e6, to: .s7)
      On(.e45, to: .s0)
    }
    StateNode(.s7) {
      On(.e7, to: .s8)
      On(.e2, to: .s0)
    }
    StateNode(.s8) {
      On(.e8, to: .s9) { _, _ in .s9(9) }
      On(.e9, to: .s0)
    }
    StateNode(.s9) {
      On(.e9, to: .s10)
      On(.e16, to: .s0)
    }
    StateNode(.s10) {
      On(.e10, to: .s11)
      On(.e23, to: .s0)
    }
    StateNode(.s11) {
      On(.e11, to: .s12)
      On(.e30, to: .s0)
    }
    StateNode(.s12) {
      On(.e12, to: .s13) { _, _ in .s13(label: "s13", count: 13) }
      On(.e37, to: .s0)
    }
    StateNode(.s13) {
      On(.e13, to: .s14) { _, _ in .s14(14) }
      On(.e44, to: .s0)
    }
    StateNode(.s14) {
      On(.e14, to: .s15)
      On(.e1, to: .s0)
    }
    StateNode(.s15) {
      On(.e15, to: .s16)
      On(.e8, to: .s0)
    }
    StateNode(.s16) {
      On(.e16, to: .s17)
      On(.e15, to: .s0)
    }
    StateNode(.s17) {
      On(.e17, to: .s18)
      On(.e22, to: .s0)
    }
    StateNode(.s18) {
      On(.e18, to: .s19) { _, _ in .s19(19) }
      On(.e29, to: .s0)
    }
    StateNode(.s19) {
      On(.e19, to: .s20) { _, _ in .s20(label: "s20", count: 20) }
      On(.e36, to: .s0)
    }
    StateNode(.s20) {
      On(.e20, to: .s21)
      On(.e43, to: .s0)
    }
    StateNode(.s21) {
      On(.e21, to: .s22)
      On(.e0, to: .s0)
    }
    StateNode(.s22) {
      On(.e22, to: .s23)
      On(.e7, to: .s0)
    }
    StateNode(.s23) {
      On(.e23, to: .s24) { _, event in .s24(event?.e23?.count ?? 0) }
      On(.e14, to: .s0)
    }
    StateNode(.s24) {
      On(.e24, to: .s25)
      On(.e21, to: .s0)
    }
    StateNode(.s25) {
      On(.e25, to: .s26)
      On(.e28, to: .s0)
    }
    StateNode(.s26) {
      On(.e26, to: .s27) { _, _ in .s27(label: "s27", count: 27) }
      On(.e35, to: .s0)
    }
    StateNode(.s27) {
      On(.e27, to: .s28)
      On(.e42, to: .s0)
    }
    StateNode(.s28) {
      On(.e28, to: .s29) { _, _ in .s29(29) }
      On(.e49, to: .s0)
    }
    StateNode(.s29) {
      On(.e29, to: .s30)
      On(.e6, to: .s0)
    }
    StateNode(.s30) {
      On(.e30, to: .s31)
      On(.e13, to: .s0)
    }
    StateNode(.s31) {
      On(.e31, to: .s32)
      On(.e20, to: .s0)
    }
    StateNode(.s32) {
      On(.e32, to: .s33)
      On(.e27, to: .s0)
    }
    StateNode(.s33) {
      On(.e33, to: .s34) { _, _ in .s34(34) }
      On(.e34, to: .s0)
    }
    StateNode(.s34) {
      On(.e34, to: .s35)
      On(.e41, to: .s0)
    }
    StateNode(.s35) {
      On(.e35, to: .s36)
      On(.e48, to: .s0)
    }
    StateNode(.s36) {
      On(.e36, to: .s37)
      On(.e5, to: .s0)
    }
    StateNode(.s37) {
      On(.e37, to: .s38)
      On(.e12, to: .s0)
    }
    StateNode(.s38) {
      On(.e38, to: .s39) { _, _ in .s39(39) }
      On(.e19, to: .s0)
    }
    StateNode(.s39) {
      On(.e39, to: .s40)
      On(.e26, to: .s0)
    }
    StateNode(.s40) {
      On(.e40, to: .s41) { _, _ in .s41(label: "s41", count: 41) }
      On(.e33, to: .s0)
    }
    StateNode(.s41) {
      On(.e41, to: .s42)
      On(.e40, to: .s0)
    }
    StateNode(.s42) {
      On(.e42, to: .s43)
      On(.e47, to: .s0)
    }
    StateNode(.s43) {
      On(.e43, to: .s44) { _, event in .s44(event?.e43?.count ?? 0) }
      On(.e4, to: .s0)
    }
    StateNode(.s44) {
      On(.e44, to: .s45)
      On(.e11, to: .s0)
    }
    StateNode(.s45) {
      On(.e45, to: .s46)
      On(.e18, to: .s0)
    }
    StateNode(.s46) {
      On(.e46, to: .s47)
      On(.e25, to: .s0)
    }
    StateNode(.s47) {
      On(.e47, to: .s48) { _, _ in .s48(label: "s48", count: 48) }
      On(.e32, to: .s0)
    }
    StateNode(.s48) {
      On(.e48, to: .s49) { _, _ in .s49(49) }
      On(.e39, to: .s0)
    }
    StateNode(.s49) {
      On(.e49, to: .s0)
      On(.e46, to: .s0)
    }
  }

  @Test func everyStateIsDeclaredAndTheRingRuns() {
    #expect(FiftyState.Case.allCases.count == 50 && FiftyEvent.Case.allCases.count == 50)
    let machine = Machine(Self.definition)
    machine.send(.e0)
    machine.send(.e1)
    machine.send(.e2)
    machine.send(.e3("abcd"))
    #expect(machine.state == .s4(4))
    #expect(machine.state.s4 == 4)
  }
}
