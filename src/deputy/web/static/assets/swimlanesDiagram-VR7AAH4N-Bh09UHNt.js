import{c as r,s as e}from"./flowDiagram-HODETNUW-Dywp0DOo.js";import{_ as a}from"./mermaid.core-CCKtte7z.js";import"./chunk-5VM5RSS4-B5ZFOz6W.js";import"./chunk-XXDRQBXY-jcw8LgyA.js";import"./chunk-POPQ4Y6H-Dm8ypd23.js";import"./chunk-F27PBJKO-CQi-Bie0.js";import"./channel-LWZ5O_Ce.js";import"./index-CIAFohs1.js";var o=a(t=>`${e(t)}
  .swimlane.cluster rect {
    stroke: ${t.clusterBorder} !important;
  }
  [data-look="neo"].cluster rect {
    filter: none;
  }
`,"getStyles"),s=o,n=r({defaultLayout:"swimlane",styles:s});export{n as diagram};
