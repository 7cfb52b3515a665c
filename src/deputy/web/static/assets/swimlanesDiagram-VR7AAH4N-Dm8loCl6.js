import{c as r,s as e}from"./flowDiagram-HODETNUW-NYLRrZB_.js";import{_ as a}from"./mermaid.core-Cebmp_JZ.js";import"./chunk-5VM5RSS4-DiwaOOmZ.js";import"./chunk-XXDRQBXY-C-gyTMJD.js";import"./chunk-POPQ4Y6H-Bxme_hRp.js";import"./chunk-F27PBJKO-Pqqa6Q1z.js";import"./channel-CrzIjTch.js";import"./index-DKYTWpyB.js";var o=a(t=>`${e(t)}
  .swimlane.cluster rect {
    stroke: ${t.clusterBorder} !important;
  }
  [data-look="neo"].cluster rect {
    filter: none;
  }
`,"getStyles"),s=o,n=r({defaultLayout:"swimlane",styles:s});export{n as diagram};
