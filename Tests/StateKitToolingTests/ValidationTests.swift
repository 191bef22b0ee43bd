import Foundation
import StateKit
import StateKitFixtures
import StateKitTooling
import Testing

/// `validate()`: the seed machines are clean, and each check finds what it should.
struct ValidationTests {
  typealias Definition = MachineDefinition<StateName, EventName, Void>

  // MARK: Seeds

  @Test func seedMachinesHaveNoFindings() {
    #expect(imageSearchDefinition.validate().isEmpty)
    #expect(searchScreenDefinition.validate().isEmpty)
    #expect(requestDefinition.validate().isEmpty)
    #expect(loginDefinition.validate().isEmpty)
    #expect(playerDefinition.validate().isEmpty)
  }

  @Test func loginsAuthenticatedStateIsANoteAboutItsEnd() {
    let notes = loginDefinition.validate(minimumSeverity: .info)
    #expect(notes.map(\.code) == [.deadEnd])
    #expect(notes.first?.severity == .info)
    #expect(notes.first?.statePath == "authenticated")
  }

  // MARK: SK001 unreachable states

  @Test func unreachableStatesAreErrorsReportedAtTheOutermostState() throws {
    let definition = try Definition(initial: "a") {
      StateNode("a") { On("go", to: "b") }
      StateNode("b") { On("go", to: "a") }
      StateNode("lost") { On("go", to: "a") }
      StateNode("island") {
        StateNode("x") { On("go", to: "y") }
        StateNode("y") { On("go", to: "x") }
      }
    }
    let findings = definition.validate()
    #expect(findings.map(\.code) == [.unreachableState, .unreachableState])
    #expect(findings.map(\.statePath) == ["lost", "island"])
    #expect(findings.allSatisfy { $0.severity == .error })
    #expect(findings[1].message.contains("nor the 2 states inside it"))
  }

  @Test func reachabilityFollowsParallelRegionsHistoryAndCompletion() throws {
    let definition = try Definition(initial: "idle") {
      StateNode("idle") { On("start", to: "work") }
      Parallel("work") {
        StateNode("left", initial: "a") {
          StateNode("a") { On("next", to: "b") }
          StateNode("b") { On("next", to: "done") }
          Final("done")
        }
        StateNode("right", initial: "c") {
          History("rightHistory")
          StateNode("c") { On("next", to: "d") }
          StateNode("d") { On("back", to: "c") }
        }
        OnDone(of: "left", to: "finished")
        On("stop", to: "idle")
      }
      StateNode("finished") { On("again", to: "rightHistory") }
    }
    #expect(definition.validate(minimumSeverity: .info).isEmpty)
  }

  @Test func aCompletionThatCannotHappenDoesNotReach() throws {
    let definition = try Definition(initial: "form") {
      StateNode("form") {
        StateNode("editing") { On("save", to: "editing") }
        Final("saved")
        OnDone(to: "thanks")
      }
      StateNode("thanks")
    }
    let unreachable = definition.validate().filter { $0.code == .unreachableState }
    #expect(unreachable.map(\.statePath) == ["form.saved", "thanks"])
  }

  // MARK: SK002 dead ends

  @Test func aStateThatReactsButNeverLeavesIsAWarning() throws {
    let definition = try Definition(initial: "a") {
      StateNode("a") { On("go", to: "stuck") }
      StateNode("stuck") { On("ping", actions: [.log("pong")]) }
    }
    let findings = definition.validate()
    #expect(findings.map(\.code) == [.deadEnd])
    #expect(findings[0].severity == .warning)
    #expect(findings[0].statePath == "stuck")
    #expect(findings[0].transitions == [1])
  }

  @Test func anEmptyStateIsANoteAndFinalStatesAreFine() throws {
    let definition = try Definition(initial: "a") {
      StateNode("a") {
        On("go", to: "end")
        On("quit", to: "bye")
      }
      StateNode("end")
      Final("bye")
    }
    #expect(definition.validate().isEmpty)
    let notes = definition.validate(minimumSeverity: .info)
    #expect(notes.map(\.statePath) == ["end"])
    #expect(notes[0].severity == .info)
  }

  @Test func transitionsOfAncestorsAndOtherRegionsLeaveAState() throws {
    let definition = try Definition(initial: "p") {
      Parallel("p") {
        StateNode("left") { StateNode("waiting") }
        StateNode("right") {
          StateNode("r1") { On("quit", to: "out") }
        }
      }
      StateNode("out") {
        StateNode("o1")
        On("restart", to: "p")
      }
    }
    #expect(definition.validate(minimumSeverity: .info).isEmpty)
  }

  // MARK: SK003 unhandled events

  enum Door: MachineState { case closed, open }
  enum DoorEvent: MachineEvent, CaseIterable { case open, close, knock }

  @Test func eventsNoStateHandlesAreWarnings() throws {
    let definition = try MachineDefinition<Door, DoorEvent, Void>(initial: .closed) {
      StateNode(.closed) { On(.open, to: .open) }
      StateNode(.open) { On(.close, to: .closed) }
    }
    let findings = definition.validate()
    #expect(findings.map(\.code) == [.unhandledEvent])
    #expect(findings[0].event == "knock")
    #expect(findings[0].statePath == nil)
    #expect(definition.validate(allEvents: [.open, .close]).isEmpty)
  }

  @Test func anEventHandledOnlyByUnreachableStatesIsUnhandled() throws {
    let definition = try Definition(initial: "a") {
      StateNode("a") { On("go", to: "c") }
      StateNode("b") { On("ring", to: "a") }
      StateNode("c") { On("go", to: "a") }
    }
    let findings = definition.validate(allEvents: ["go", "ring"])
    #expect(findings.map(\.code) == [.unreachableState, .unhandledEvent])
    #expect(findings[1].event == "ring")
  }

  @Test func descriptorsHandleEventsTheyMatch() throws {
    let definition = try Definition(initial: "a", eventMatching: .descriptors) {
      StateNode("a") {
        On("error", to: "b")
        On("done.*", to: "b")
      }
      StateNode("b") { On("reset", to: "a") }
    }
    let findings = definition.validate(allEvents: ["error.send", "done.invoke.x", "reset", "other"])
    #expect(findings.compactMap(\.event) == ["other"])
  }

  // MARK: SK004 shadowed transitions

  @Test func aTransitionAfterAnUnguardedOneOnTheSameEventNeverFires() throws {
    let definition = try Definition(initial: "a") {
      StateNode("a") {
        On("go", to: "b")
        On("go", to: "c")
        On("maybe", to: "b", guard: Guard("lucky") { _, _ in true })
        On("maybe", to: "c")
        On("go", "other", to: "c")
      }
      StateNode("b") { On("back", to: "a") }
      StateNode("c") { On("back", to: "a") }
    }
    let findings = definition.validate().filter { $0.code == .shadowedTransition }
    #expect(findings.map(\.transitions) == [[0, 1]])
    #expect(findings[0].event == "go")
    #expect(findings[0].statePath == "a")
  }

  @Test func descriptorsShadowMoreSpecificOnes() throws {
    let definition = try Definition(initial: "a", eventMatching: .descriptors) {
      StateNode("a") {
        On("error", to: "b")
        On("error.send", to: "a")
      }
      StateNode("b") { On("*", to: "a") }
    }
    let findings = definition.validate().filter { $0.code == .shadowedTransition }
    #expect(findings.map(\.transitions) == [[0, 1]])
  }

  @Test func unguardedEventlessTransitionsShadowLaterOnes() throws {
    let definition = try Definition(initial: "a") {
      StateNode("a") {
        Always(to: "b")
        Always(to: "c")
      }
      StateNode("b") { On("back", to: "c") }
      StateNode("c") { On("back", to: "b") }
    }
    let findings = definition.validate(minimumSeverity: .info)
    #expect(findings.map(\.code) == [.shadowedTransition])
    #expect(findings[0].event == "(always)")
  }

  // MARK: SK005 conflicting regions

  @Test func anEventThatLeavesTheParallelStateFromTwoRegionsConflicts() throws {
    let definition = try Definition(initial: "p") {
      Parallel("p") {
        StateNode("upload") {
          StateNode("sending") { On("cancel", to: "idle") }
        }
        StateNode("progress") {
          StateNode("showing") { On("cancel", to: "hidden") }
          StateNode("hidden") { On("show", to: "showing") }
        }
      }
      StateNode("idle") { On("start", to: "p") }
    }
    let findings = definition.validate()
    #expect(findings.map(\.code) == [.conflictingRegions])
    #expect(findings[0].statePath == "p")
    #expect(findings[0].transitions == [0, 1])
    #expect(findings[0].event == "cancel")
  }

  @Test func regionsReactingToTheSameEventInsideThemselvesDoNotConflict() throws {
    let definition = try Definition(initial: "p") {
      Parallel("p") {
        StateNode("bold") {
          StateNode("boldOff") { On("reset", to: "boldOn") }
          StateNode("boldOn") { On("reset", to: "boldOff") }
        }
        StateNode("italic") {
          StateNode("italicOff") { On("reset", to: "italicOn") }
          StateNode("italicOn") { On("reset", to: "italicOff") }
        }
      }
    }
    #expect(definition.validate().isEmpty)
  }

  // MARK: SK006 eventless cycles

  @Test func unguardedEventlessTransitionsInACycleLoopForever() throws {
    let definition = try Definition(initial: "a") {
      StateNode("a") { Always(to: "b") }
      StateNode("b") { Always(to: "a") }
    }
    let findings = definition.validate().filter { $0.code == .eventlessCycle }
    #expect(findings.count == 1)
    #expect(findings[0].severity == .error)
    #expect(findings[0].transitions == [0, 1])
  }

  @Test func aTargetlessUnguardedEventlessTransitionLoopsForever() throws {
    let definition = try Definition(initial: "a") {
      StateNode("a") {
        Always(actions: [.log("again")])
        On("go", to: "b")
      }
      StateNode("b") { On("go", to: "a") }
    }
    #expect(definition.validate().map(\.code) == [.eventlessCycle])
  }

  @Test func aGuardBreaksTheCycle() throws {
    let definition = try Definition(initial: "a") {
      StateNode("a") { Always(to: "b", guard: Guard("ready") { _, _ in false }) }
      StateNode("b") { Always(to: "a") }
    }
    #expect(definition.validate().filter { $0.code == .eventlessCycle }.isEmpty)
  }

  @Test func cyclesThroughDefaultEntryAndAncestorsAreFound() throws {
    let definition = try Definition(initial: "a") {
      StateNode("a") { Always(to: "group") }
      StateNode("group") {
        StateNode("inner") { On("never", to: "a") }
        Always(to: "a")
      }
    }
    #expect(definition.validate().map(\.code) == [.eventlessCycle])
  }

  // MARK: SK007 unused history

  @Test func aHistoryStateNoTransitionTargetsIsAWarning() throws {
    let definition = try Definition(initial: "form") {
      StateNode("form") {
        History("formHistory", .deep)
        StateNode("editing") { On("pause", to: "paused") }
      }
      StateNode("paused") { On("resume", to: "form") }
    }
    let findings = definition.validate()
    #expect(findings.map(\.code) == [.unusedHistory])
    #expect(findings[0].statePath == "form.formHistory")
    #expect(findings[0].severity == .warning)
  }

  // MARK: Reporting

  @Test func findingsPrintAndEncodeStably() throws {
    let definition = try Definition(name: "Stuck", initial: "a") {
      StateNode("a") { On("go", to: "b") }
      StateNode("b")
    }
    let findings = definition.validate(minimumSeverity: .info)
    #expect(
      findings.map(\.description) == [
        "info SK002 [b]: state 'b' is a dead end: no transition leaves it (declare it Final if the machine ends there)"
      ])
    #expect(
      findings.json == """
        [
          {
            "code": "SK002",
            "severity": "info",
            "message": "state 'b' is a dead end: no transition leaves it (declare it Final if the machine ends there)",
            "statePath": "b",
            "transitions": [],
            "event": null
          }
        ]

        """)
    #expect([Finding]().json == "[]\n")
  }

  @Test func findingsAreCodable() throws {
    let definition = try Definition(initial: "a") {
      StateNode("a") { On("go", to: "b") }
      StateNode("b") { On("go", to: "a") }
      StateNode("c")
    }
    let findings = definition.validate(minimumSeverity: .info)
    let data = try JSONEncoder().encode(findings)
    #expect(try JSONDecoder().decode([Finding].self, from: data) == findings)
    let object = try JSONSerialization.jsonObject(with: data) as? [[String: Any]]
    #expect(object?.first?["code"] as? String == "SK001")
  }

  @Test func severitiesAreOrdered() {
    #expect(Finding.Severity.info < .warning)
    #expect(Finding.Severity.warning < .error)
    #expect(
      Finding.Code.all.map(\.code.rawValue) == (1...10).map { String(format: "SK%03d", $0) })
  }
}
