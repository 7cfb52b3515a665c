import{c as r,s as e}from"./flowDiagram-HODETNUW-DDwGiEG4.js";import{_ as a}from"./mermaid.core-Dv-CueSx.js";import"./chunk-5VM5RSS4-D33mmylX.js";import"./chunk-XXDRQBXY-ltDHCLcr.js";import"./chunk-POPQ4Y6H-DYwb65eL.js";import"./chunk-F27PBJKO-BHhlOl9_.js";import"./channel-CJ4UWHa9.js";import"./index-JswXPeaG.js";var o=a(t=>`${e(t)}
  .swimlane.cluster rect {
    stroke: ${t.clusterBorder} !important;
  }
  [data-look="neo"].cluster rect {
    filter: none;
  }
`,"getStyles"),s=o,n=r({defaultLayout:"swimlane",styles:s});export{n as diagram};
