// A UIKit view controller in a SwiftUI view hierarchy.

import UIKit

// Documentation page not looked up for the protocol itself; declared as the SDK's interface
// does (https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable).
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View
where Self.Body == Never {
  associatedtype UIViewControllerType: UIViewController

  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
  @MainActor @preconcurrency func makeUIViewController(context: Self.Context)
    -> Self.UIViewControllerType

  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
  @MainActor @preconcurrency func updateUIViewController(
    _ uiViewController: Self.UIViewControllerType, context: Self.Context)

  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/context
  typealias Context = UIViewControllerRepresentableContext<Self>
}

extension UIViewControllerRepresentable {
  public var body: Never { fatalError("stub") }
}

// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext
@MainActor @preconcurrency public struct UIViewControllerRepresentableContext<Representable>
where Representable: UIViewControllerRepresentable {}
