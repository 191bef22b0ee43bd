// UIKit is an umbrella framework that imports Foundation
// (https://developer.apple.com/forums/thread/75570): `import UIKit` alone gives Foundation's
// types, as here.
@_exported import Foundation
