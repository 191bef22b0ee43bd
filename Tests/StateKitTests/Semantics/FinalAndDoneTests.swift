import StateKit
import Testing

/// Final states, `done.state` events for compound and parallel states, and machine completion.
struct FinalAndDoneTests {
  @Test func enteringAFinalChildCompletesTheCompoundState() throws {
    let definition = try TestDefinition(initial: "task", context: Trace()) {
      StateNode("task", initial: "working") {
        OnDone(to: "finished", actions: [log("done:task")])
        StateNode("working") { On("complete", to: "end") }
        Final("end") { Entry(log("entry:end")) }
      }
      StateNode("finished")
    }
    let snapshot = run(definition, ["complete"])
    #expect(snapshot.configuration == ["finished"])
    #expect(snapshot.context.log == ["entry:end", "done:task"])
    #expect(!snapshot.isDone)
  }

  @Test func aParallelStateCompletesWhenEveryRegionDoes() throws {
    let definition = try TestDefinition(initial: "both", context: Trace()) {
      Parallel("both") {
        OnDone(to: "all")
        StateNode("r1", initial: "r1a") {
          OnDone(actions: [log("done:r1")])
          StateNode("r1a") { On("one", to: "r1z") }
          Final("r1z")
        }
        StateNode("r2", initial: "r2a") {
          OnDone(actions: [log("done:r2")])
          StateNode("r2a") { On("two", to: "r2z") }
          Final("r2z")
        }
      }
      StateNode("all")
    }
    let half = run(definition, ["one"])
    #expect(half.leafNames == ["r1z", "r2a"])
    #expect(half.context.log == ["done:r1"])
    let full = run(definition, ["one", "two"])
    #expect(full.configuration == ["all"])
    #expect(full.context.log == ["done:r1", "done:r2"])
  }

  @Test func aTopLevelFinalStateFinishesTheMachine() throws {
    let definition = try TestDefinition(initial: "running", context: Trace()) {
      StateNode("running") {
        Exit(log("exit:running"))
        On("stop", to: "stopped")
      }
      Final("stopped") { Exit(log("exit:stopped")) }
    }
    let step = definition.transition(definition.initialSnapshot(), on: "stop")
    #expect(step.snapshot.isDone)
    #expect(step.snapshot.state == "stopped")
    // Halting runs the exit actions of what is still active (SCXML exitInterpreter).
    #expect(step.snapshot.context.log == ["exit:running", "exit:stopped"])
    let after = definition.transition(step.snapshot, on: "stop")
    #expect(!after.isHandled)
    #expect(definition.enabledEvents(in: step.snapshot).isEmpty)
    let machine = Machine(definition)
    machine.send("stop")
    #expect(machine.isDone)
    #expect(machine.send("stop") == .ignored)
  }

  @Test func doneOfAnotherStateCanBeHandledAnywhere() throws {
    let definition = try TestDefinition(initial: "p", context: Trace()) {
      Parallel("p") {
        StateNode("job", initial: "run") {
          StateNode("run") { On("finish", to: "over") }
          Final("over")
        }
        StateNode("watcher", initial: "waiting") {
          StateNode("waiting") { OnDone(of: "job", to: "seen") }
          StateNode("seen")
        }
      }
    }
    #expect(run(definition, ["finish"]).leafNames == ["over", "seen"])
  }
}
