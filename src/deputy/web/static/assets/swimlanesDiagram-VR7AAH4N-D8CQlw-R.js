import{c as r,s as e}from"./flowDiagram-HODETNUW-2W3GtAsu.js";import{_ as a}from"./mermaid.core-DI2eMsZT.js";import"./chunk-5VM5RSS4-BJ9dmJYn.js";import"./chunk-XXDRQBXY-C3MTtfjQ.js";import"./chunk-POPQ4Y6H-qIvaO6pH.js";import"./chunk-F27PBJKO-CwCpz-FA.js";import"./channel-CY8ZMcX4.js";import"./index-CVGZ8C_M.js";var o=a(t=>`${e(t)}
  .swimlane.cluster rect {
    stroke: ${t.clusterBorder} !important;
  }
  [data-look="neo"].cluster rect {
    filter: none;
  }
`,"getStyles"),s=o,n=r({defaultLayout:"swimlane",styles:s});export{n as diagram};
