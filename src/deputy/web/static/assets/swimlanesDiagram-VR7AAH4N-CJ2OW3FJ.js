import{c as r,s as e}from"./flowDiagram-HODETNUW-OP4vMH-a.js";import{_ as a}from"./mermaid.core-Ba8HuIIr.js";import"./chunk-5VM5RSS4-By3PMzN1.js";import"./chunk-XXDRQBXY-Cn4O4Qhe.js";import"./chunk-POPQ4Y6H-B0Tfk1Mg.js";import"./chunk-F27PBJKO-rtUuDYCT.js";import"./channel-DxdPy3xp.js";import"./index-BllaQtZ2.js";var o=a(t=>`${e(t)}
  .swimlane.cluster rect {
    stroke: ${t.clusterBorder} !important;
  }
  [data-look="neo"].cluster rect {
    filter: none;
  }
`,"getStyles"),s=o,n=r({defaultLayout:"swimlane",styles:s});export{n as diagram};
