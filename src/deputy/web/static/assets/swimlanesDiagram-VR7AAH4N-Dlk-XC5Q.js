import{c as r,s as e}from"./flowDiagram-HODETNUW-Dih1MJAL.js";import{_ as a}from"./mermaid.core-DSxYlMhq.js";import"./chunk-5VM5RSS4-BTi3VWxs.js";import"./chunk-XXDRQBXY-Dobq6cJM.js";import"./chunk-POPQ4Y6H-DPPIzjXG.js";import"./chunk-F27PBJKO-COXbbh_n.js";import"./channel-B_KTkTjo.js";import"./index-3cKJkk8f.js";var o=a(t=>`${e(t)}
  .swimlane.cluster rect {
    stroke: ${t.clusterBorder} !important;
  }
  [data-look="neo"].cluster rect {
    filter: none;
  }
`,"getStyles"),s=o,n=r({defaultLayout:"swimlane",styles:s});export{n as diagram};
