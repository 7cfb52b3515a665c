import{c as r,s as e}from"./flowDiagram-HODETNUW-swy-cetE.js";import{_ as a}from"./mermaid.core-C5ri0rHr.js";import"./chunk-5VM5RSS4-BuW9OXXV.js";import"./chunk-XXDRQBXY-CTYdAoII.js";import"./chunk-POPQ4Y6H-BHeCA7aF.js";import"./chunk-F27PBJKO-CF8pCS13.js";import"./channel-BNVeWSTE.js";import"./index-CBAY6aMm.js";var o=a(t=>`${e(t)}
  .swimlane.cluster rect {
    stroke: ${t.clusterBorder} !important;
  }
  [data-look="neo"].cluster rect {
    filter: none;
  }
`,"getStyles"),s=o,n=r({defaultLayout:"swimlane",styles:s});export{n as diagram};
