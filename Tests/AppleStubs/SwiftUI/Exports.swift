// What `import SwiftUI` brings along besides SwiftUI's own declarations.
//
// No documentation page says whether SwiftUI re-exports Foundation. Apple's own SwiftUI samples
// use Foundation types with `import SwiftUI` alone, so this stub re-exports it as the SDK
// behaves. The checked files import Foundation themselves where they use it.
// It does not re-export UIKit: the checked files import UIKit where they use it.
@_exported import Foundation
// SwiftUI re-exports Observation: `@Observable` needs only `import SwiftUI`, as in Apple's
// "Migrating from the Observable Object protocol to the Observable macro".
@_exported import Observation
