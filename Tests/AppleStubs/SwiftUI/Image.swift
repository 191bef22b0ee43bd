// Images, and images loaded from a URL.
//
// Unless its comment cites an iOS 26.0 interface, a declaration here is unverified for Xcode
// 26.0: the pages cited show a later SDK, and it was not reached in the iOS 26.0 SwiftUI or
// SwiftUICore.swiftinterface (see README.md).
//
// Isolation follows README.md's rule: a type that the interface prints with no isolation
// attribute is nonisolated for its clients, so its stub says `nonisolated` where a View
// conformance in its declaration would otherwise make it infer `@MainActor`.

// iOS 26.0 SwiftUICore.swiftinterface: `@frozen public struct Image : Swift.Equatable,
// Swift.Sendable {` (View in an extension of its own, so it does not infer View's `@MainActor`)
@frozen public struct Image: Equatable, Sendable {
  // iOS 26.0 SwiftUICore.swiftinterface (see README.md): `public func resizable(capInsets:
  // SwiftUICore.EdgeInsets = EdgeInsets(), resizingMode: SwiftUICore.Image.ResizingMode =
  // .stretch) -> SwiftUICore.Image`, in an extension of Image.
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch
  ) -> Image {
    fatalError("stub")
  }

  // iOS 26.0 SwiftUICore.swiftinterface: `public enum ResizingMode : Swift.Sendable { case tile;
  // case stretch }`, with `==` and `hash(into:)` (it is Hashable).
  public enum ResizingMode: Hashable, Sendable {
    case stretch
    case tile
  }
}

// iOS 26.0 SwiftUICore.swiftinterface: `extension SwiftUICore.Image : SwiftUICore.View {`
extension Image: View {
  public var body: Never { fatalError("stub") }
}

// iOS 26.0 SwiftUI.swiftinterface: `public struct AsyncImage<Content> : SwiftUICore.View where
// Content : SwiftUICore.View {` (no isolation attribute: nonisolated, see README.md). Page, for a
// later SDK: https://developer.apple.com/documentation/swiftui/asyncimage
nonisolated public struct AsyncImage<Content>: View where Content: View {
  // iOS 26.0 SwiftUI.swiftinterface: `@_alwaysEmitIntoClient public init<I, P>(url:
  // Foundation.URL?, scale: CoreFoundation.CGFloat = 1, @SwiftUICore.ViewBuilder content: @escaping
  // (SwiftUICore.Image) -> I, @SwiftUICore.ViewBuilder placeholder: @escaping () -> P) where
  // Content == SwiftUICore._ConditionalContent<I, P>, I : SwiftUICore.View, P : SwiftUICore.View
  // {` (without its inlinable body; no isolation attribute, so nonisolated like its type)
  public init<I, P>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P>, I: View, P: View {
    fatalError("stub")
  }

  public var body: Never { fatalError("stub") }
}

// iOS 26.0 SwiftUI.swiftinterface: `@available(*, unavailable) extension SwiftUI.AsyncImage :
// Swift.Sendable`
@available(*, unavailable)
extension AsyncImage: Sendable {}

extension View {
  // iOS 26.0 SwiftUICore.swiftinterface: `@inlinable nonisolated public func scaledToFit() -> some
  // SwiftUICore.View {` (without its body)
  nonisolated public func scaledToFit() -> some View {
    fatalError("stub")
  }
}
