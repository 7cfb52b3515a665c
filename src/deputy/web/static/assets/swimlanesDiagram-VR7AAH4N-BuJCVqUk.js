import{c as r,s as e}from"./flowDiagram-HODETNUW-CHQOVYr-.js";import{_ as a}from"./mermaid.core-CWR8XedK.js";import"./chunk-5VM5RSS4-Sh3nwuv5.js";import"./chunk-XXDRQBXY-CPTw7EzY.js";import"./chunk-POPQ4Y6H-itKVD6-V.js";import"./chunk-F27PBJKO-ClWpsT-W.js";import"./channel-B0_lcILB.js";import"./index-CMxupYhU.js";var o=a(t=>`${e(t)}
  .swimlane.cluster rect {
    stroke: ${t.clusterBorder} !important;
  }
  [data-look="neo"].cluster rect {
    filter: none;
  }
`,"getStyles"),s=o,n=r({defaultLayout:"swimlane",styles:s});export{n as diagram};
