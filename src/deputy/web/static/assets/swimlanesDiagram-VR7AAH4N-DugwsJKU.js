import{c as r,s as e}from"./flowDiagram-HODETNUW-CmaA3LRH.js";import{_ as a}from"./mermaid.core-C_b8gv3G.js";import"./chunk-5VM5RSS4-j0dLKjQS.js";import"./chunk-XXDRQBXY-D-ZRgB6M.js";import"./chunk-POPQ4Y6H-DqnEuF2D.js";import"./chunk-F27PBJKO-CJta7qIp.js";import"./channel-BF-t0cbp.js";import"./index-DgE8bqbU.js";var o=a(t=>`${e(t)}
  .swimlane.cluster rect {
    stroke: ${t.clusterBorder} !important;
  }
  [data-look="neo"].cluster rect {
    filter: none;
  }
`,"getStyles"),s=o,n=r({defaultLayout:"swimlane",styles:s});export{n as diagram};
