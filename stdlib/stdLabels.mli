module Array = ArrayLabels
module Bytes = BytesLabels
module List = ListLabels
module String = StringLabels
