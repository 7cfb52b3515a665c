import{c as r,s as e}from"./flowDiagram-HODETNUW-3V9EDGjm.js";import{_ as a}from"./mermaid.core-BYZwMaL7.js";import"./chunk-5VM5RSS4-DVEI4FzU.js";import"./chunk-XXDRQBXY-ymj8jOfn.js";import"./chunk-POPQ4Y6H-BgSt4kiA.js";import"./chunk-F27PBJKO-C7RZb3ta.js";import"./channel-D_EJRmqu.js";import"./index-9dQuKRCo.js";var o=a(t=>`${e(t)}
  .swimlane.cluster rect {
    stroke: ${t.clusterBorder} !important;
  }
  [data-look="neo"].cluster rect {
    filter: none;
  }
`,"getStyles"),s=o,n=r({defaultLayout:"swimlane",styles:s});export{n as diagram};
