import ImageSearch
import StateKit

let machine = Machine(imageSearchDefinition)
print("state: \(machine.state)")
for event: ImageSearchEvent in [.startSearch, .search, .success, .startSearch, .cancel, .success] {
  let result = machine.send(event)
  print("\(event) -> \(machine.state) (\(result))")
}
