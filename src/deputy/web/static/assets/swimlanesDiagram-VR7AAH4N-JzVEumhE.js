import{c as r,s as e}from"./flowDiagram-HODETNUW-CaV1SNzL.js";import{_ as a}from"./mermaid.core-3ZGvPVZD.js";import"./chunk-5VM5RSS4-f9Pum21z.js";import"./chunk-XXDRQBXY-BuD0Lb2y.js";import"./chunk-POPQ4Y6H-CVxs6czz.js";import"./chunk-F27PBJKO-DazknDo6.js";import"./channel-CLt___pD.js";import"./index-DuRuJIbA.js";var o=a(t=>`${e(t)}
  .swimlane.cluster rect {
    stroke: ${t.clusterBorder} !important;
  }
  [data-look="neo"].cluster rect {
    filter: none;
  }
`,"getStyles"),s=o,n=r({defaultLayout:"swimlane",styles:s});export{n as diagram};
