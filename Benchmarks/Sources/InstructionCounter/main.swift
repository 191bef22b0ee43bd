// A plain executable for ./count-instructions: runs one side of one scenario for N units, so
// valgrind can count the instructions (callgrind) and allocations (dhat) of N1 and N2 units and
// take the difference.
//
//   InstructionCounter list
//   InstructionCounter verify            StateKit and the baselines agree, event by event
//   InstructionCounter <scenario> statekit|baseline <count> [reserve]
//   InstructionCounter heap <count>      heap bytes per instance (mallinfo2, malloc_usable_size)
//
// `reserve` (at least `count`) sizes the array that keeps the instances scenario's machines
// alive: pass the same value for both runs so its storage cancels out of the difference.

import CHeap
import Scenarios
import StateKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
let usage = """
  usage: InstructionCounter list
         InstructionCounter verify
         InstructionCounter <scenario> statekit|baseline <count> [reserve]
         InstructionCounter heap <count>
  """

/// Bytes in use on the heap (glibc's `uordblks`: chunk sizes, malloc's headers included).
func heapInUse() -> Int { Int(cheap_heap_in_use()) }

/// The usable size of an object's heap block.
func blockSize(_ object: AnyObject) -> Int {
  Int(cheap_usable_size(Unmanaged.passUnretained(object).toOpaque()))
}

switch arguments.first {
case "list":
  for scenario in Scenario.all { print(scenario.name) }

case "verify":
  let failures = verifyScenarios()
  for failure in failures { print(failure) }
  if !failures.isEmpty { exit(1) }
  print("verify: StateKit and the baselines agree on every scenario")

case "heap":
  #if os(Linux)
    guard arguments.count == 2, let count = Int(arguments[1]), count > 0 else { fail(usage) }
    // Build the shared definition first: it is not part of any instance.
    _ = searchDefinition.name
    func perInstance(_ driver: any Driver) -> (Double, Int) {
      driver.prepare(count)
      let before = heapInUse()
      let checksum = driver.run(count)
      let after = heapInUse()
      precondition(checksum == count)
      return (Double(after - before) / Double(count), 0)
    }
    let statekit = SearchInstancesDriver()
    let (bytes, _) = perInstance(statekit)
    let baseline = SwitchInstancesDriver()
    let (baselineBytes, _) = perInstance(baseline)
    print("heap-bytes-per-instance \(bytes)")
    print("baseline-heap-bytes-per-instance \(baselineBytes)")
    print("machine-object-usable-bytes \(blockSize(statekit.kept[0]))")
    print("baseline-object-usable-bytes \(blockSize(baseline.kept[0]))")
    // A child of a collection against a lone machine of the same definition (issue 44).
    let (childBytes, loneBytes) = childHeapBytes(heapInUse)
    print("child-heap-bytes \(childBytes)")
    print("lone-machine-heap-bytes \(loneBytes)")
  #else
    fail("heap accounting needs glibc")
  #endif

default:
  guard arguments.count == 3 || arguments.count == 4, let scenario = Scenario.named(arguments[0]),
    let count = Int(arguments[2]), count >= 0
  else { fail(usage) }
  let reserve = arguments.count == 4 ? Int(arguments[3]) ?? count : count
  let driver: any Driver
  switch arguments[1] {
  case "statekit": driver = scenario.makeStateKit()
  case "baseline": driver = scenario.makeBaseline()
  default: fail(usage)
  }
  driver.prepare(max(count, reserve))
  let checksum = driver.run(count)
  print("\(scenario.name) \(arguments[1]) \(count): \(checksum)")
}
