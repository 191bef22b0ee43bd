// What `import SwiftUI` brings along besides SwiftUI's own declarations.
//
// No documentation page says whether SwiftUI re-exports Foundation. Apple's own SwiftUI samples
// and the checked files (ImageSearchView's `URL(string:)`, with `import SwiftUI` alone) use
// Foundation types without importing Foundation, so this stub re-exports it as the SDK behaves.
// It does not re-export UIKit: the checked files import UIKit where they use it.
@_exported import Foundation
