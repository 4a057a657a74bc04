// The one module apps import: the layers below, each a target the compiler keeps apart, re-exported as one API.
@_exported import ScreenStateCore
@_exported import ScreenStateData
@_exported import ScreenStatePresentation
