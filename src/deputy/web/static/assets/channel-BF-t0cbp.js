import{a6 as o,a7 as n}from"./mermaid.core-C_b8gv3G.js";const t=(a,r)=>o.lang.round(n.parse(a)[r]);export{t as c};
